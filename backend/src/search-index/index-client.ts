// meilisearch is an ES module: its types are read as an import would see them
type Meilisearch = import('meilisearch', { with: { 'resolution-mode': 'import' }}).Meilisearch

import { SEARCH_INDEX } from './settings'

/**
 * The indexer's meilisearch client. With MEILISEARCH_HOST it writes to the hosted Meilisearch with the
 * admin key (MEILISEARCH_ADMIN_KEY, which never leaves the back end); without it, to the storefront
 * worker's embedded engine, which serves the same API under {STOREFRONT_URL}/ops/search and takes
 * OPS_SECRET as its key.
 */
export type SearchTarget = { host: string; apiKey: string; embedded: boolean }

export function searchTarget(env: NodeJS.ProcessEnv = process.env): SearchTarget | null {
  const host = env.MEILISEARCH_HOST?.trim()
  if (host) return { host, apiKey: env.MEILISEARCH_ADMIN_KEY ?? '', embedded: false }
  const storefront = env.STOREFRONT_URL?.trim().replace(/\/+$/, '')
  if (!storefront || !env.OPS_SECRET) return null
  return { host: `${storefront}/ops/search`, apiKey: env.OPS_SECRET, embedded: true }
}

export async function searchIndexClient(target: SearchTarget) {
  // meilisearch is an ES module; the back end is CommonJS
  const { Meilisearch } = await import('meilisearch')
  const client: Meilisearch = new Meilisearch({ host: target.host, apiKey: target.apiKey || undefined, timeout: 120_000 })
  return client.index(SEARCH_INDEX)
}
