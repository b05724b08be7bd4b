import { forgivingCache } from '../faults/forgiving-cache'

/**
 * `caches.default`, the Cache API store of the worker's zone, whose failures are misses (worker/faults). The project's
 * tsconfig mixes the DOM lib with @cloudflare/workers-types, whose CacheStorage (with `default`) the DOM one hides;
 * hence the cast.
 */
export function defaultCache(): Cache | null {
  if (typeof caches === 'undefined') return null
  return forgivingCache((caches as unknown as { default: Cache }).default)
}
