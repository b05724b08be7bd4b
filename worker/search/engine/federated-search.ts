import { FILTERABLE_ATTRIBUTES, SEARCH_INDEX } from '../../../routes/search/search-document'
import { valuesAt } from './document-paths'
import { SearchError } from './errors'
import { type FacetDistribution, type FacetStats, facetAttributes, MAX_VALUES_PER_FACET, normalized } from './facets'
import { inQuery, requireSearchIndex } from './multi-search-errors'
import type { MultiSearchQuery } from './multi-search-query'
import type { SearchIndex } from './orama-index'
import { type Body, flag, located, objectAt, rejectUnknownFields, text, wholeNumber } from './param-readers'
import { facetsOf, type Hit, hitOf } from './query'
import { queryWords } from './query-words'
import { type Ranked, rankDocuments } from './rank'

/**
 * Meilisearch's federated search: the queries of a multi-search merged into one list, each document
 * once, at its best weighted ranking score (the query's score times its `federationOptions.weight`;
 * equal scores keep the order of the queries), paged by `federation` and faceted by
 * `federation.facetsByIndex`, optionally merged (`mergeFacets`). The engine holds one index, so the
 * scores of all queries compare directly.
 */
export type Federation = {
  limit: number
  offset: number
  page?: number
  hitsPerPage?: number
  facetsByIndex: Record<string, string[] | null>
  mergeFacets: { maxValuesPerFacet: number } | null
  distinct?: string
}

export type FederatedResponse = {
  hits: Hit[]
  processingTimeMs: number
  facetDistribution?: FacetDistribution
  facetStats?: FacetStats
  facetsByIndex?: Record<string, { distribution: FacetDistribution; stats: FacetStats }>
} & ({ offset: number; limit: number; estimatedTotalHits: number } | { page: number; hitsPerPage: number; totalPages: number; totalHits: number })

const AT = '.federation'
const FIELDS = ['limit', 'offset', 'page', 'hitsPerPage', 'facetsByIndex', 'mergeFacets', 'distinct', 'showPerformanceDetails', 'personalize']
const PAGINATION = ['limit', 'offset', 'page', 'hitsPerPage']

function facetsByIndexOf(value: unknown): Federation['facetsByIndex'] {
  if (value === undefined || value === null) return {}
  const wrong = () =>
    located(
      new SearchError(
        `Invalid value type at \`${AT}.facetsByIndex\`: expected an object of index uid → list of attribute patterns, but found \`${JSON.stringify(value)}\``,
        'invalid_multi_search_facets_by_index',
      ),
    )
  if (typeof value !== 'object' || Array.isArray(value)) throw wrong()
  for (const patterns of Object.values(value)) {
    if (patterns !== null && !(Array.isArray(patterns) && patterns.every((pattern) => typeof pattern === 'string'))) throw wrong()
  }
  return value as Federation['facetsByIndex']
}

function mergeFacetsOf(value: unknown): Federation['mergeFacets'] {
  if (value === undefined || value === null) return null
  const options = objectAt(value, `${AT}.mergeFacets`)
  for (const key of Object.keys(options)) {
    if (key !== 'maxValuesPerFacet')
      throw located(
        new SearchError(`Unknown field \`${key}\` inside \`${AT}.mergeFacets\`: expected one of \`maxValuesPerFacet\``, 'invalid_multi_search_merge_facets'),
      )
  }
  return {
    maxValuesPerFacet: wholeNumber(options, `${AT}.mergeFacets`, 'maxValuesPerFacet', 'invalid_multi_search_max_values_per_facet') ?? MAX_VALUES_PER_FACET,
  }
}

export function parseFederation(input: unknown): Federation {
  const body = objectAt(input, AT)
  rejectUnknownFields(body, AT, FIELDS)
  if (flag(body, AT, 'showPerformanceDetails', 'invalid_search_show_performance_details')) {
    throw located(
      new SearchError(
        '`.federation.showPerformanceDetails` is not served by the embedded search engine: the engine does not time its steps.',
        'invalid_search_show_performance_details',
      ),
    )
  }
  if (body.personalize !== undefined && body.personalize !== null) {
    throw located(
      new SearchError(
        '`.federation.personalize` is not served by the embedded search engine: personalization needs a hosted Meilisearch.',
        'invalid_search_personalize',
      ),
    )
  }
  const distinct = text(body, AT, 'distinct', 'invalid_search_distinct')
  if (distinct !== undefined && !(FILTERABLE_ATTRIBUTES as readonly string[]).includes(distinct)) {
    throw located(
      new SearchError(
        `Inside \`${AT}\`: Attribute \`${distinct}\` is not filterable and thus, cannot be used as distinct attribute. Available filterable attributes patterns are: \`${[...FILTERABLE_ATTRIBUTES].sort().join(', ')}\`.`,
        'invalid_search_distinct',
      ),
    )
  }
  return {
    limit: wholeNumber(body, AT, 'limit', 'invalid_search_limit') ?? 20,
    offset: wholeNumber(body, AT, 'offset', 'invalid_search_offset') ?? 0,
    page: wholeNumber(body, AT, 'page', 'invalid_search_page', { min: 1 }),
    hitsPerPage: wholeNumber(body, AT, 'hitsPerPage', 'invalid_search_hits_per_page'),
    facetsByIndex: facetsByIndexOf(body.facetsByIndex),
    mergeFacets: mergeFacetsOf(body.mergeFacets),
    distinct,
  }
}

/** A query of a federated search pages and facets through `federation`, not on its own, as in Meilisearch. */
export function refuseInFederation(body: Body, federation: Federation) {
  const paging = PAGINATION.find((key) => body[key] !== undefined && body[key] !== null)
  if (paging) {
    throw new SearchError(
      `Using pagination options is not allowed in federated queries.\n - Hint: remove \`${paging}\` from the query or remove \`federation\` from the request\n - Hint: pass \`federation.limit\` and \`federation.offset\` for pagination in federated search`,
      'invalid_multi_search_query_pagination',
    )
  }
  if (Array.isArray(body.facets) && body.facets.length) {
    const patterns = `[${body.facets.map((pattern) => JSON.stringify(pattern)).join(', ')}]`
    throw new SearchError(
      `Using facet options is not allowed in federated queries.\n - Hint: remove \`facets\` from the query or remove \`federation\` from the request\n - Hint: pass \`federation.facetsByIndex.${String(body.indexUid)}: ${patterns}\` for facets in federated search`,
      'invalid_multi_search_query_facets',
    )
  }
  if (federation.distinct !== undefined && body.distinct !== undefined && body.distinct !== null) {
    throw new SearchError(
      'Using `distinct` options is not allowed in federated queries when it also appears in `.federation.distinct`.\n - Hint: remove `distinct` from the query or remove `federation` from the request\n  - Note: `distinct` at the query level is discouraged in federated search.',
      'invalid_multi_search_distinct',
    )
  }
}

/** The facet attributes `facetsByIndex` asks of the index; another index is not found, as it is in no query here. */
function facetRequest(federation: Federation): string[] | null {
  let attributes: string[] | null = null
  for (const [uid, patterns] of Object.entries(federation.facetsByIndex)) {
    const at = `Inside \`${AT}.facetsByIndex.${uid}\`: `
    if (uid !== SEARCH_INDEX)
      throw located(new SearchError(`${at}Index \`${uid}\` not found.\n - Note: index \`${uid}\` is not used in queries`, 'index_not_found'))
    if (!patterns) continue
    try {
      attributes = facetAttributes(patterns)
    } catch (error) {
      if (error instanceof SearchError) throw located(new SearchError(at + error.message, error.code))
      throw error
    }
  }
  return attributes
}

type Entry = { match: Ranked; position: number; rank: number; weighted: number }

export function federatedSearch(index: SearchIndex, queries: MultiSearchQuery[], federation: Federation): FederatedResponse {
  const started = performance.now()
  const runs = queries.map((query, position) =>
    inQuery(position, () => {
      requireSearchIndex(query.indexUid)
      const words = queryWords(query.params.q)
      return { query, words, ranked: rankDocuments(index, words, query.params) }
    }),
  )
  const facets = facetRequest(federation)
  const entries: Entry[] = runs.flatMap(({ query, ranked }, position) =>
    ranked.map((match, rank) => ({ match, position, rank, weighted: match.candidate.score * query.weight })),
  )
  entries.sort((a, b) => b.weighted - a.weighted || a.position - b.position || a.rank - b.rank)
  const seenIds = new Set<number>()
  const seenValues = new Set<string>()
  const merged = entries.filter(({ match }) => {
    if (seenIds.has(match.candidate.id)) return false
    seenIds.add(match.candidate.id)
    if (!federation.distinct) return true
    const values = valuesAt(match.record as unknown as Hit, federation.distinct).map((value) => normalized(String(value)))
    if (values.some((value) => seenValues.has(value))) return false
    for (const value of values) seenValues.add(value)
    return true
  })
  const paged = federation.page !== undefined || federation.hitsPerPage !== undefined
  const hitsPerPage = federation.hitsPerPage ?? 20
  const page = federation.page ?? 1
  const offset = paged ? (page - 1) * hitsPerPage : federation.offset
  const limit = paged ? hitsPerPage : federation.limit
  const hits = merged.slice(offset, offset + limit).map(({ match, position, weighted }) => {
    const { _rankingScore, ...hit } = hitOf(match, runs[position].words, runs[position].query.params)
    const _federation = { indexUid: runs[position].query.indexUid, queriesPosition: position, weightedRankingScore: weighted }
    return _rankingScore === undefined ? { ...hit, _federation } : { ...hit, _federation, _rankingScore }
  })
  const total = merged.length
  const paging = paged
    ? { hitsPerPage, page, totalPages: hitsPerPage ? Math.ceil(total / hitsPerPage) : 0, totalHits: total }
    : { limit, offset, estimatedTotalHits: total }
  const response: FederatedResponse = { hits, processingTimeMs: 0, ...paging }
  if (facets) {
    const computed = facetsOf(
      index,
      merged.map(({ match }) => match),
      facets,
      federation.mergeFacets?.maxValuesPerFacet,
    )
    if (federation.mergeFacets) Object.assign(response, computed)
    else response.facetsByIndex = { [SEARCH_INDEX]: { distribution: computed.facetDistribution, stats: computed.facetStats } }
  }
  response.processingTimeMs = Math.round(performance.now() - started)
  return response
}
