import type { ListingFacets } from '../api-types'
import type { HitView } from './search-hit'

/** GET /api/search-results/{countryCode}/{locale}?s=…&page=…[&filters] (worker/search/results.ts). */
export type SearchResults = { query: string; page: number; perPage: number; total: number; pages: number; hits: HitView[]; facets: ListingFacets }
