import { SearchError } from './errors'
import type { Filter } from './filter'

/** The search parameters the embedded engine serves (Meilisearch's names and defaults). */
export type SearchParams = {
  q: string
  offset: number
  limit: number
  /** Set when the caller pages with `page`/`hitsPerPage` (exhaustive totals) instead of offset/limit. */
  page?: number
  hitsPerPage?: number
  filter?: Filter
  attributesToRetrieve: string[]
  attributesToHighlight: string[]
  highlightPreTag: string
  highlightPostTag: string
  showRankingScore: boolean
  rankingScoreThreshold?: number
  matchingStrategy: 'last' | 'all'
}

/** Meilisearch's `pagination.maxTotalHits` default: no search reaches past this many hits. */
export const MAX_TOTAL_HITS = 1000
/** A query longer than this is cut (Meilisearch also reads only the first 10 words). */
const MAX_QUERY_LENGTH = 500

/** The parameters read here, and (the last five) ones accepted without effect, as the shop does not ask for them. */
const KNOWN = new Set([
  'q', 'offset', 'limit', 'page', 'hitsPerPage', 'filter', 'attributesToRetrieve', 'attributesToHighlight', 'highlightPreTag',
  'highlightPostTag', 'showRankingScore', 'rankingScoreThreshold', 'matchingStrategy', 'sort',
  'attributesToCrop', 'cropLength', 'cropMarker', 'showMatchesPosition', 'facets',
])

function wholeNumber(body: Record<string, unknown>, key: string, code: string, { min = 0 } = {}): number | undefined {
  const value = body[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new SearchError(`Invalid value type at \`.${key}\`: expected a positive integer${min ? ` from ${min}` : ''}, but found ${JSON.stringify(value)}`, code)
  }
  return value
}

function strings(body: Record<string, unknown>, key: string, code: string, fallback: string[]): string[] {
  const value = body[key]
  if (value === undefined || value === null) return fallback
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new SearchError(`Invalid value type at \`.${key}\`: expected an array of strings, but found ${JSON.stringify(value)}`, code)
  }
  return value
}

function text(body: Record<string, unknown>, key: string, code: string, fallback: string): string {
  const value = body[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'string') throw new SearchError(`Invalid value type at \`.${key}\`: expected a string, but found ${JSON.stringify(value)}`, code)
  return value
}

/** Validates a search request body; anything wrong is a 400 with Meilisearch's error code for that parameter. */
export function parseSearchParams(input: unknown): SearchParams {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new SearchError('The search body must be a JSON object', 'bad_request')
  const body = input as Record<string, unknown>
  for (const key of Object.keys(body)) {
    if (!KNOWN.has(key)) throw new SearchError(`Unknown field \`${key}\`: the embedded engine serves q, offset, limit, page, hitsPerPage, filter, attributesToRetrieve, attributesToHighlight, highlightPreTag, highlightPostTag, showRankingScore, rankingScoreThreshold, matchingStrategy`, 'bad_request')
  }
  if (body.sort !== undefined && body.sort !== null) throw new SearchError('Sorting is not enabled on index `products`: results are ordered by relevance', 'invalid_search_sort')
  const q = text(body, 'q', 'invalid_search_q', '').slice(0, MAX_QUERY_LENGTH)
  const page = wholeNumber(body, 'page', 'invalid_search_page', { min: 1 })
  const hitsPerPage = wholeNumber(body, 'hitsPerPage', 'invalid_search_hits_per_page')
  const limit = wholeNumber(body, 'limit', 'invalid_search_limit') ?? 20
  const offset = wholeNumber(body, 'offset', 'invalid_search_offset') ?? 0
  const threshold = body.rankingScoreThreshold
  if (threshold !== undefined && threshold !== null && (typeof threshold !== 'number' || threshold < 0 || threshold > 1)) {
    throw new SearchError(`Invalid value at \`.rankingScoreThreshold\`: the value of \`rankingScoreThreshold\` is invalid, expected a float between \`0.0\` and \`1.0\`.`, 'invalid_search_ranking_score_threshold')
  }
  const strategy = text(body, 'matchingStrategy', 'invalid_search_matching_strategy', 'last')
  if (strategy !== 'last' && strategy !== 'all') {
    throw new SearchError('Unknown value `' + strategy + '` at `.matchingStrategy`: expected one of `last`, `all`', 'invalid_search_matching_strategy')
  }
  const showRankingScore = body.showRankingScore ?? false
  if (typeof showRankingScore !== 'boolean') throw new SearchError('Invalid value type at `.showRankingScore`: expected a boolean', 'invalid_search_show_ranking_score')
  const paged = page !== undefined || hitsPerPage !== undefined
  return {
    q,
    offset: paged ? 0 : offset,
    limit: paged ? 0 : limit,
    ...(paged ? { page: page ?? 1, hitsPerPage: hitsPerPage ?? 20 } : {}),
    filter: body.filter as Filter | undefined,
    attributesToRetrieve: strings(body, 'attributesToRetrieve', 'invalid_search_attributes_to_retrieve', ['*']),
    attributesToHighlight: strings(body, 'attributesToHighlight', 'invalid_search_attributes_to_highlight', []),
    highlightPreTag: text(body, 'highlightPreTag', 'invalid_search_highlight_pre_tag', '<em>'),
    highlightPostTag: text(body, 'highlightPostTag', 'invalid_search_highlight_post_tag', '</em>'),
    showRankingScore,
    rankingScoreThreshold: typeof threshold === 'number' ? threshold : undefined,
    matchingStrategy: strategy,
  }
}
