import { Meilisearch } from 'meilisearch'
import { type SearchConfig, searchHost } from './search-config'

/**
 * The one search client of the shop, the meilisearch JS client, for the browser's palette and the worker's
 * results endpoint alike. `httpClient` lets the worker answer its own embedded engine in-process.
 */
export function searchClient(config: SearchConfig | undefined, origin: string, httpClient?: (url: RequestInfo | URL, init?: RequestInit) => Promise<unknown>) {
  return new Meilisearch({ host: searchHost(config, origin), apiKey: config?.apiKey || undefined, timeout: 10_000, ...(httpClient ? { httpClient } : {}) })
}
