/**
 * Where the storefront's meilisearch client searches: a hosted Meilisearch (MEILISEARCH_HOST with the
 * public search-only key MEILISEARCH_SEARCH_KEY), or, when no host is configured, the worker's embedded
 * engine at /api/search on the shop's own origin. The palette fetches it (with the country's currency) from
 * GET /api/search-config/{countryCode} when it first searches; it holds nothing secret (a search-only key is
 * meant for browsers; the admin key stays in the back end).
 */
export type SearchConfig = { host: string; apiKey: string }

const EMBEDDED_SEARCH_PATH = '/api/search'

export function searchHost(config: SearchConfig | undefined, origin: string): string {
  return config?.host ? config.host.replace(/\/+$/, '') : `${origin}${EMBEDDED_SEARCH_PATH}`
}

/** GET /api/search-config/{countryCode} (worker/search/config.ts). */
export type PaletteConfig = SearchConfig & { currency: string | null }
