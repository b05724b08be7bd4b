import { columnsOf, columnTally } from './columns'
import { selectValues } from './document-paths'
import { type FacetDistribution, type FacetStats, facetsOfTallies, tallyOf } from './facets'
import { formattedOf, matchesPositionOf } from './formatted'
import { documentCount, documentOf, type SearchIndex } from './orama-index'
import { MAX_TOTAL_HITS, type SearchParams } from './params'
import { type QueryWord, queryWords } from './query-words'
import { type Ranked, rankDocuments } from './rank'

export type Hit = Record<string, unknown>

export type SearchResponse = {
  hits: Hit[]
  query: string
  processingTimeMs: number
  facetDistribution?: FacetDistribution
  facetStats?: FacetStats
} & ({ offset: number; limit: number; estimatedTotalHits: number } | { page: number; hitsPerPage: number; totalPages: number; totalHits: number })

type HitParams = Pick<SearchParams, 'attributesToRetrieve' | 'format' | 'showMatchesPosition' | 'showRankingScore'>

/** One hit as Meilisearch writes it: the retrieved attributes, then `_formatted`, `_matchesPosition` and `_rankingScore` when asked for. */
export function hitOf({ candidate, record }: Ranked, words: readonly QueryWord[], params: HitParams): Hit {
  const doc = documentOf(record) as Hit
  const hit = params.attributesToRetrieve.includes('*') ? { ...doc } : selectValues(doc, params.attributesToRetrieve)
  const formatted = formattedOf(doc, words, params.format)
  if (formatted) hit._formatted = formatted
  if (params.showMatchesPosition) hit._matchesPosition = matchesPositionOf(doc, words)
  if (params.showRankingScore) hit._rankingScore = candidate.score
  return hit
}

/** `facets` over every matching document (not only the page), as Meilisearch counts them; none for an empty index. */
export function facetsOf(index: SearchIndex, ranked: readonly Ranked[], attributes: readonly string[], maxValues?: number) {
  const columns = columnsOf(index)
  const slots = new Int32Array(ranked.length)
  for (let at = 0; at < ranked.length; at++) slots[at] = ranked[at].slot
  return facetsOfTallies(
    documentCount(index) ? attributes : [],
    (attribute) =>
      columnTally(columns, attribute, slots) ??
      tallyOf(
        ranked.map(({ record }) => record as unknown as Hit),
        attribute,
      ),
    maxValues,
  )
}

/** One search, as Meilisearch answers POST /indexes/products/search. */
export function search(index: SearchIndex, params: SearchParams): SearchResponse {
  const started = performance.now()
  const words = queryWords(params.q)
  const paged = params.page !== undefined && params.hitsPerPage !== undefined
  const offset = paged ? (params.page! - 1) * params.hitsPerPage! : params.offset
  const limit = paged ? params.hitsPerPage! : params.limit
  const ranked = rankDocuments(index, words, params, Math.min(offset + limit, MAX_TOTAL_HITS))
  const total = Math.min(ranked.length, MAX_TOTAL_HITS)
  const hits = ranked.slice(Math.min(offset, total), Math.min(offset + limit, total)).map((match) => hitOf(match, words, params))
  const facets = params.facets ? facetsOf(index, ranked, params.facets) : undefined
  const processingTimeMs = Math.round(performance.now() - started)
  const paging = paged
    ? { hitsPerPage: params.hitsPerPage!, page: params.page!, totalPages: params.hitsPerPage ? Math.ceil(total / params.hitsPerPage) : 0, totalHits: total }
    : { limit: params.limit, offset: params.offset, estimatedTotalHits: total }
  return { hits, query: params.q, processingTimeMs, ...paging, ...facets }
}
