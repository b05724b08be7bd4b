import type { Bindings } from '../env'
import { clientManifest, clientStyles } from '../ssr/client-manifest'
import { cacheGeneration, productCacheGeneration } from './generation'
import { productHandleOf } from './product-scope'

/** Marketing parameters never change a page; leaving them out of the key keeps campaigns on cached copies. */
const TRACKING = /^(utm_\w+|gclid|fbclid|msclkid|mc_cid|mc_eid)$/

/** The URL with its query sorted and tracking parameters dropped: one key for every spelling of a page. */
export function normalisedUrl(input: string): URL {
  const url = new URL(input)
  const params = [...url.searchParams].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  url.search = new URLSearchParams(params).toString()
  url.hash = ''
  return url
}

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
  [...Object.values(clientManifest).map((chunk) => chunk.file), ...Object.keys(clientStyles).map((href) => `inline:${href}`)]
    .sort()
    .join(' '),
)

/**
 * The Cache API key of an answer: the normalised URL plus the back end answering it (a re-seeded or
 * switched back end never gets the previous one's answers), the client build and the purge generation;
 * an answer showing one product (its page, its /api detail) also carries that product's own generation,
 * so a stock change purges it alone.
 */
export async function edgeCacheKey(url: URL, env: Pick<Bindings, 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY' | 'CACHE_META'>): Promise<Request> {
  const key = new URL(url)
  const handle = productHandleOf(url)
  const [generation, product] = await Promise.all([cacheGeneration(env), handle ? productCacheGeneration(env, handle) : null])
  key.searchParams.set('__backend', shortHash(`${env.MEDUSA_BACKEND_URL} ${env.MEDUSA_PUBLISHABLE_KEY}`))
  key.searchParams.set('__build', BUILD)
  key.searchParams.set('__generation', generation)
  if (product) key.searchParams.set('__product', product)
  return new Request(key, { method: 'GET' })
}
