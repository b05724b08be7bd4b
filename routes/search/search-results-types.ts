import type { HitView } from './search-hit'

/** GET /api/search-results/{countryCode}/{locale}?s=…&page=… (worker/search/results.ts). */
export type SearchResults = { query: string; page: number; perPage: number; total: number; pages: number; hits: HitView[] }
