import type { Bindings } from '../env'
import { partFailed } from '../faults/part-failure'
import { clientManifest, clientStyles } from '../ssr/client-manifest'
import { cacheGeneration, productCacheGeneration } from './generation'
import { productHandleOf } from './product-scope'

/** FNV-1a, 32 bit: a short stable tag, not a secret. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/**
 * The client build the worker serves: pages name its hashed files (and carry its inlined stylesheets), so
 * HTML cached under another build would point at files that no longer exist after a deploy.
 */
const BUILD = shortHash(
  [...Object.values(clientManifest).map((chunk) => chunk.file), ...Object.keys(clientStyles).map((href) => `inline:${href}`)].sort().join(' '),
)

/**
 * The Cache API key of an answer: the normalised URL plus the back end answering it (a re-seeded or
 * switched back end never gets the previous one's answers) and the client build. The purge generation
 * is not part of the key but of the stored copy (stale-while-revalidate.ts): a copy of an earlier
 * generation is no answer, yet it is still there to serve when the back end fails. An answer showing
 * one product (its page, its /api detail) also carries that product's own generation, so a stock
 * change purges it alone. Null when KV `CACHE_META` cannot be read: without the generation a copy could be one a
 * purge ended, so the answer is served uncached (logged once, worker/faults).
 */
export async function edgeCacheKey(
  url: URL,
  env: Pick<Bindings, 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY' | 'CACHE_META'>,
): Promise<{ key: Request; generation: string } | null> {
  const key = new URL(url)
  const handle = productHandleOf(url)
  let generation: string
  let product: string | null
  try {
    ;[generation, product] = await Promise.all([cacheGeneration(env), handle ? productCacheGeneration(env, handle) : null])
  } catch (error) {
    partFailed('KV CACHE_META', error)
    return null
  }
  key.searchParams.set('__backend', shortHash(`${env.MEDUSA_BACKEND_URL} ${env.MEDUSA_PUBLISHABLE_KEY}`))
  key.searchParams.set('__build', BUILD)
  return { key: new Request(key, { method: 'GET' }), generation: product ? `${generation}.${product}` : generation }
}
