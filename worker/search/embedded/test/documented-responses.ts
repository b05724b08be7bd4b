import type { FacetStats, FederationDetails, MeilisearchErrorResponse, MultiSearchResponse, SearchResponse } from 'meilisearch'

/**
 * Meilisearch's answers as its documentation describes them, written out for the shop's products and
 * typed by the meilisearch client's own types, so that a change of either shows here. What is compared
 * with the embedded engine is their shape (response-shape.ts), not their values.
 *
 * Sources: the search and multi-search API references and guides on meilisearch.com/docs (search
 * parameters, "Filter with facets", "Highlight search results", "Multi-index search", "Federated
 * search", "Errors"), and the response snapshots of Meilisearch's own tests for the same requests.
 */

/** A product as the requests below retrieve it (attributesToRetrieve: id, title, description, price, category_names). */
const product = {
  id: 'prod_aurelia',
  title: 'Verlobungsring Aurelia',
  description: 'Unser meistgewählter Verlobungsring',
  price: 2490,
  category_names: ['Verlobungsringe', 'Ringe'],
}

/**
 * POST /indexes/products/search with `facets`, `attributesToHighlight`, `attributesToCrop`,
 * `showMatchesPosition` and `showRankingScore`: `_formatted` holds every retrieved attribute as text
 * (numbers too) with the tags and crop markers; `_matchesPosition` gives byte offsets, with the array
 * index for values of arrays; `facetStats` is empty when no faceted attribute holds numbers.
 */
export const SEARCH_WITH_FACETS_AND_CROP: SearchResponse<typeof product> = {
  hits: [
    {
      ...product,
      // the client types _formatted as the document, but Meilisearch writes numbers there as text
      _formatted: {
        id: 'prod_aurelia',
        title: '<em>Verlobungsring</em> Aurelia',
        description: '…meistgewählter <em>Verlobungsring</em>',
        price: '2490',
        category_names: ['<em>Verlobungsringe</em>', '<em>Ringe</em>'],
      } as unknown as Partial<typeof product>,
      _matchesPosition: { title: [{ start: 0, length: 14 }], category_names: [{ start: 0, length: 15, indices: [0] }] },
      _rankingScore: 0.9,
    },
  ],
  query: 'ring',
  processingTimeMs: 1,
  limit: 20,
  offset: 0,
  estimatedTotalHits: 1,
  facetDistribution: { category_handles: { ringe: 1, verlobungsringe: 1 } },
  facetStats: {} satisfies FacetStats,
}

/** The same search paged with `page` and `hitsPerPage`: exhaustive totals instead of `estimatedTotalHits`. */
export const SEARCH_PAGED: SearchResponse<typeof product, { page: number; hitsPerPage: number }> = {
  hits: [product],
  query: 'ring',
  processingTimeMs: 0,
  hitsPerPage: 2,
  page: 1,
  totalPages: 2,
  totalHits: 3,
}

/** POST /multi-search with `queries`: one result per query, in their order, each naming its index. */
export const MULTI_SEARCH: MultiSearchResponse<Pick<typeof product, 'id' | 'title'>> = {
  results: [
    {
      indexUid: 'products',
      hits: [{ id: 'prod_aurelia', title: 'Verlobungsring Aurelia' }],
      query: 'ring',
      processingTimeMs: 0,
      limit: 20,
      offset: 0,
      estimatedTotalHits: 1,
    },
  ],
}

/**
 * POST /multi-search with `federation`: one list, each hit with `_federation` (the query it came from and
 * its weighted score), and `facetsByIndex` when asked for. Unlike a search, the answer has no `query`
 * (the client's type says otherwise; Meilisearch's answers do not carry one).
 */
export const FEDERATED_SEARCH: Omit<SearchResponse<Pick<typeof product, 'id' | 'title'> & { _federation: FederationDetails }>, 'query'> = {
  hits: [{ id: 'prod_aurelia', title: 'Verlobungsring Aurelia', _federation: { indexUid: 'products', queriesPosition: 0, weightedRankingScore: 0.9 } }],
  processingTimeMs: 0,
  limit: 20,
  offset: 0,
  estimatedTotalHits: 1,
  facetsByIndex: { products: { distribution: { category_handles: { ringe: 1 } }, stats: {} } },
}

/** The same with `federation.mergeFacets`: the facets of all indexes merged into `facetDistribution` and `facetStats`. */
export const FEDERATED_SEARCH_MERGED_FACETS: Omit<SearchResponse<Pick<typeof product, 'id' | 'title'> & { _federation: FederationDetails }>, 'query'> = {
  hits: FEDERATED_SEARCH.hits,
  processingTimeMs: 0,
  limit: 20,
  offset: 0,
  estimatedTotalHits: 1,
  facetDistribution: { category_handles: { ringe: 1 } },
  facetStats: {},
}

/** Every error: a message, Meilisearch's code, its type and the link to the code's documentation. */
export const ERROR: MeilisearchErrorResponse = {
  message: 'Invalid facet distribution: Pattern `price` is not filterable.',
  code: 'invalid_search_facets',
  type: 'invalid_request',
  link: 'https://docs.meilisearch.com/errors#invalid_search_facets',
}
