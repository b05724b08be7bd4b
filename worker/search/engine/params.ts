import { FILTERABLE_ATTRIBUTES } from '../../../routes/search/search-document'
import { SearchError } from './errors'
import { facetAttributes } from './facets'
import type { Filter } from './filter'
import type { FormatRequest } from './formatted'
import { type Body, flag, located, objectAt, rejectUnknownFields, strings, text, wholeNumber } from './param-readers'
import { refuseUnserved } from './refused-params'
import { parseSort, type SortRule } from './sort'

/** The search parameters the embedded engine serves (Meilisearch's names and defaults). */
export type SearchParams = {
  q: string
  offset: number
  limit: number
  /** Set when the caller pages with `page`/`hitsPerPage` (exhaustive totals) instead of offset/limit. */
  page?: number
  hitsPerPage?: number
  filter?: Filter
  /** The attributes `facets` names (its patterns resolved); undefined when the search asks for no facets. */
  facets?: string[]
  distinct?: string
  attributesToRetrieve: string[]
  format: FormatRequest
  showMatchesPosition: boolean
  showRankingScore: boolean
  rankingScoreThreshold?: number
  matchingStrategy: 'last' | 'all' | 'frequency'
  /** Meilisearch's `sort`: orders hits the ranking rules before it find equal (the rule's place in INDEX_SETTINGS). */
  sort?: SortRule[]
}

/** Meilisearch's `pagination.maxTotalHits` default: no search reaches past this many hits. */
export const MAX_TOTAL_HITS = 1000
/** A query longer than this is cut (Meilisearch also reads only the first 10 words). */
const MAX_QUERY_LENGTH = 500

/** Every field of Meilisearch's search request, in its order: the served ones are read here, the others refused (refused-params.ts). */
const SEARCH_FIELDS = [
  'q',
  'vector',
  'media',
  'offset',
  'limit',
  'page',
  'hitsPerPage',
  'attributesToRetrieve',
  'retrieveVectors',
  'attributesToCrop',
  'cropLength',
  'cropMarker',
  'attributesToHighlight',
  'highlightPreTag',
  'highlightPostTag',
  'showMatchesPosition',
  'filter',
  'sort',
  'distinct',
  'facets',
  'matchingStrategy',
  'attributesToSearchOn',
  'rankingScoreThreshold',
  'locales',
  'hybrid',
  'personalize',
  'useNetwork',
  'showRankingScore',
  'showRankingScoreDetails',
  'showPerformanceDetails',
] as const

const STRATEGIES = ['last', 'all', 'frequency'] as const

function attributesToCrop(body: Body, at: string): FormatRequest['attributesToCrop'] {
  const cropLength = wholeNumber(body, at, 'cropLength', 'invalid_search_crop_length') ?? 10
  // `title:20` crops that attribute to 20 words; a length that is not a number falls back to cropLength, as in Meilisearch
  return (strings(body, at, 'attributesToCrop', 'invalid_search_attributes_to_crop') ?? []).map((entry) => {
    const colon = entry.lastIndexOf(':')
    const length = colon >= 0 ? Number(entry.slice(colon + 1)) : NaN
    return colon >= 0
      ? { attribute: entry.slice(0, colon), length: Number.isInteger(length) && length >= 0 ? length : cropLength }
      : { attribute: entry, length: cropLength }
  })
}

function distinctOf(body: Body, at: string): string | undefined {
  const distinct = text(body, at, 'distinct', 'invalid_search_distinct')
  if (distinct === undefined || (FILTERABLE_ATTRIBUTES as readonly string[]).includes(distinct)) return distinct
  throw new SearchError(
    `Attribute \`${distinct}\` is not filterable and thus, cannot be used as distinct attribute. Available filterable attributes patterns are: \`${[...FILTERABLE_ATTRIBUTES].sort().join(', ')}\`.`,
    'invalid_search_distinct',
  )
}

/**
 * Validates a search request body; anything wrong is a 400 with Meilisearch's error code for that
 * parameter. `at` is where the body sits in a larger request (`.queries[2]` of a multi-search), and
 * `extraFields` the fields that place allows besides the search's own.
 */
export function parseSearchParams(input: unknown, at = '', extraFields: readonly string[] = []): SearchParams {
  const body = objectAt(input, at)
  rejectUnknownFields(body, at, [...SEARCH_FIELDS, ...extraFields])
  const q = (text(body, at, 'q', 'invalid_search_q') ?? '').slice(0, MAX_QUERY_LENGTH)
  const page = wholeNumber(body, at, 'page', 'invalid_search_page', { min: 1 })
  const hitsPerPage = wholeNumber(body, at, 'hitsPerPage', 'invalid_search_hits_per_page')
  const limit = wholeNumber(body, at, 'limit', 'invalid_search_limit') ?? 20
  const offset = wholeNumber(body, at, 'offset', 'invalid_search_offset') ?? 0
  const threshold = body.rankingScoreThreshold
  if (threshold !== undefined && threshold !== null && (typeof threshold !== 'number' || threshold < 0 || threshold > 1)) {
    throw located(
      new SearchError(
        `Invalid value at \`${at}.rankingScoreThreshold\`: the value of \`rankingScoreThreshold\` is invalid, expected a float between \`0.0\` and \`1.0\`.`,
        'invalid_search_ranking_score_threshold',
      ),
    )
  }
  const strategy = text(body, at, 'matchingStrategy', 'invalid_search_matching_strategy') ?? 'last'
  if (!(STRATEGIES as readonly string[]).includes(strategy)) {
    throw located(
      new SearchError(
        `Unknown value \`${strategy}\` at \`${at}.matchingStrategy\`: expected one of \`last\`, \`all\`, \`frequency\``,
        'invalid_search_matching_strategy',
      ),
    )
  }
  const facets = strings(body, at, 'facets', 'invalid_search_facets')
  const attributesToRetrieve = strings(body, at, 'attributesToRetrieve', 'invalid_search_attributes_to_retrieve') ?? ['*']
  const format: FormatRequest = {
    attributesToHighlight: strings(body, at, 'attributesToHighlight', 'invalid_search_attributes_to_highlight') ?? [],
    attributesToCrop: attributesToCrop(body, at),
    attributesToRetrieve,
    marks: {
      pre: text(body, at, 'highlightPreTag', 'invalid_search_highlight_pre_tag') ?? '<em>',
      post: text(body, at, 'highlightPostTag', 'invalid_search_highlight_post_tag') ?? '</em>',
      cropMarker: text(body, at, 'cropMarker', 'invalid_search_crop_marker') ?? '…',
    },
  }
  const showMatchesPosition = flag(body, at, 'showMatchesPosition', 'invalid_search_show_matches_position')
  const showRankingScore = flag(body, at, 'showRankingScore', 'invalid_search_show_ranking_score')
  refuseUnserved(body)
  const paged = page !== undefined || hitsPerPage !== undefined
  return {
    q,
    offset: paged ? 0 : offset,
    limit: paged ? 0 : limit,
    ...(paged ? { page: page ?? 1, hitsPerPage: hitsPerPage ?? 20 } : {}),
    filter: body.filter as Filter | undefined,
    facets: facets && facetAttributes(facets),
    distinct: distinctOf(body, at),
    attributesToRetrieve,
    format,
    showMatchesPosition,
    showRankingScore,
    rankingScoreThreshold: typeof threshold === 'number' ? threshold : undefined,
    matchingStrategy: strategy as SearchParams['matchingStrategy'],
    sort: parseSort(body.sort),
  }
}
