import { SearchError } from './errors'
import { type FederatedResponse, type Federation, federatedSearch, parseFederation, refuseInFederation } from './federated-search'
import { inQuery, requireSearchIndex } from './multi-search-errors'
import type { MultiSearchQuery } from './multi-search-query'
import type { SearchIndex } from './orama-index'
import { type Body, described, located, objectAt, rejectUnknownFields } from './param-readers'
import { parseSearchParams } from './params'
import { type SearchResponse, search } from './query'

/**
 * Meilisearch's POST /multi-search: several searches in one request, answered in their order
 * (`results`), or with `federation` merged into one ranked list (federated-search.ts). The first query
 * that fails fails the request, its error prefixed with the query's place as Meilisearch does.
 */
export type MultiSearchRequest = { queries: MultiSearchQuery[]; federation: Federation | null }
export type MultiSearchResponse = { results: (SearchResponse & { indexUid: string })[] } | FederatedResponse

const INDEX_UID = /^[A-Za-z0-9_-]{1,512}$/
/**
 * Not Meilisearch's: the endpoint is public and each query costs CPU time of the isolate, so one request may
 * not ask for an unbounded number of searches (the palette and results page send one or two).
 */
export const MAX_QUERIES = 50
const FEDERATION_OPTIONS = ['weight', 'remote', 'queryPosition']

function federationOptions(body: Body, at: string): number {
  if (body.federationOptions === undefined || body.federationOptions === null) return 1
  const options = objectAt(body.federationOptions, `${at}.federationOptions`)
  rejectUnknownFields(options, `${at}.federationOptions`, FEDERATION_OPTIONS)
  const weight = options.weight ?? 1
  if (typeof weight !== 'number' || weight < 0) {
    throw located(
      new SearchError(
        `Invalid value at \`${at}.federationOptions.weight\`: the value of \`weight\` is invalid, expected a positive float (>= 0.0).`,
        'invalid_multi_search_weight',
      ),
    )
  }
  if (options.remote !== undefined && options.remote !== null) {
    throw located(
      new SearchError(`Invalid value at \`${at}.federationOptions.remote\`: the embedded search engine has no remotes.`, 'invalid_multi_search_remote'),
    )
  }
  if (options.queryPosition !== undefined && options.queryPosition !== null) {
    throw located(
      new SearchError(
        `Invalid value at \`${at}.federationOptions.queryPosition\`: the embedded search engine ranks queries by their place in \`queries\`.`,
        'invalid_multi_search_query_position',
      ),
    )
  }
  return weight
}

function parseQuery(input: unknown, position: number, federation: Federation | null): MultiSearchQuery {
  const at = `.queries[${position}]`
  const body = objectAt(input, at)
  const uid = body.indexUid
  if (uid === undefined) throw located(new SearchError(`Missing field \`indexUid\` inside \`${at}\``, 'missing_index_uid'))
  if (!(typeof uid === 'string' && INDEX_UID.test(uid)) && !Number.isInteger(uid)) {
    throw located(
      new SearchError(
        `Invalid value at \`${at}.indexUid\`: \`${String(uid)}\` is not a valid index uid. Index uid can be an integer or a string containing only alphanumeric characters, hyphens (-) and underscores (_), and can not be more than 512 bytes.`,
        'invalid_index_uid',
      ),
    )
  }
  const weight = federationOptions(body, at)
  if (federation) refuseInFederation(body, federation)
  const params = parseSearchParams(body, at, ['indexUid', 'federationOptions'])
  return { indexUid: String(uid), params, weight, hasFederationOptions: body.federationOptions !== undefined && body.federationOptions !== null }
}

/** Reads a multi-search body; errors name the query they come from. */
export function parseMultiSearch(input: unknown): MultiSearchRequest {
  const body = objectAt(input, '')
  rejectUnknownFields(body, '', ['queries', 'federation'])
  if (body.queries === undefined) throw located(new SearchError('Missing field `queries`', 'bad_request'))
  if (!Array.isArray(body.queries))
    throw located(new SearchError(`Invalid value type at \`.queries\`: expected an array, but found ${described(body.queries)}`, 'bad_request'))
  if (body.queries.length > MAX_QUERIES)
    throw located(
      new SearchError(
        `The embedded search engine answers at most ${MAX_QUERIES} queries in one multi-search; this one holds ${body.queries.length}.`,
        'bad_request',
      ),
    )
  const federation = body.federation === undefined || body.federation === null ? null : parseFederation(body.federation)
  return { queries: body.queries.map((query, position) => inQuery(position, () => parseQuery(query, position, federation))), federation }
}

export function multiSearch(index: SearchIndex, request: MultiSearchRequest): MultiSearchResponse {
  if (request.federation) return federatedSearch(index, request.queries, request.federation)
  const results = request.queries.map((query, position) =>
    inQuery(position, () => {
      if (query.hasFederationOptions) {
        throw new SearchError(
          'Using `federationOptions` is not allowed in a non-federated search.\n - Hint: remove `federationOptions` from the query or add `federation` to the request.',
          'invalid_multi_search_federation_options',
        )
      }
      requireSearchIndex(query.indexUid)
      return { indexUid: query.indexUid, ...search(index, query.params) }
    }),
  )
  return { results }
}
