import type { SearchParams } from './params'

/** One search of a multi-search request, read by multi-search.ts and run by it or, merged, by federated-search.ts. */
export type MultiSearchQuery = { indexUid: string; params: SearchParams; weight: number; hasFederationOptions: boolean }
