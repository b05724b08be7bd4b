import { partFailed } from './part-failure'
import { optionalSubrequest } from './subrequest-budget'

/** A call of the Cache API whose failure is logged once and answered with `fallback`. */
const guarded =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>, fallback: R) =>
  async (...args: A): Promise<R> => {
    try {
      return await optionalSubrequest('Cache API', () => call(...args))
    } catch (error) {
      partFailed('Cache API', error)
      return fallback
    }
  }

/**
 * The Cache API without its failures: a lookup that throws is a miss, a store that throws is skipped, each logged
 * once per request. Every cache of the worker (pages, /api, regions, images, the sitemap) then answers uncached
 * rather than with an error.
 */
export function forgivingCache(cache: Cache): Cache {
  return {
    match: guarded((...args: Parameters<Cache['match']>) => cache.match(...args), undefined),
    put: guarded((...args: Parameters<Cache['put']>) => cache.put(...args), undefined),
    delete: guarded((...args: Parameters<Cache['delete']>) => cache.delete(...args), false),
  } as Cache
}
