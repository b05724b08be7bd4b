import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_QUERIES } from '../engine/multi-search'
import { ORIGIN, refusal, routeFetchToWorker, seed, shop } from './test/client-harness'
import { FEDERATED_SEARCH, FEDERATED_SEARCH_MERGED_FACETS, MULTI_SEARCH } from './test/documented-responses'
import { shapeOf } from './test/response-shape'

// POST /multi-search of the embedded engine through the real meilisearch client (client.multiSearch), with and
// without `federation`, held to the shape of Meilisearch's documented answers.
routeFetchToWorker()
beforeAll(() => seed(), 60_000)

describe('multi-search', () => {
  it('answers each query in its order, with its own parameters and its index', async () => {
    const response = await shop().multiSearch({
      queries: [
        { indexUid: 'products', q: 'kette', attributesToRetrieve: ['id', 'title'] },
        { indexUid: 'products', q: 'ring', attributesToRetrieve: ['id', 'title'], limit: 1, offset: 1 },
        { indexUid: 'products', q: '', facets: ['category_handles'], limit: 0 },
      ],
    })
    expect(shapeOf({ results: response.results.slice(0, 2) })).toEqual(shapeOf(MULTI_SEARCH))
    expect(response.results.map((result) => result.query)).toEqual(['kette', 'ring', ''])
    const single = await shop()
      .index('products')
      .search('ring', { attributesToRetrieve: ['id', 'title'], limit: 1, offset: 1 })
    expect(response.results[1]).toMatchObject({ indexUid: 'products', hits: single.hits, limit: 1, offset: 1, estimatedTotalHits: single.estimatedTotalHits })
    expect(response.results[2].hits).toEqual([])
    expect(response.results[2].facetDistribution?.category_handles).toMatchObject({ ringe: 3 })
    expect(await shop().multiSearch({ queries: [] })).toEqual({ results: [] })
  })

  it('fails as a whole on the first failing query, naming it', async () => {
    const missing = await refusal(
      shop().multiSearch({
        queries: [
          { indexUid: 'products', q: 'ring' },
          { indexUid: 'articles', q: 'ring' },
        ],
      }),
    )
    expect(missing).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'index_not_found', message: 'Inside `.queries[1]`: Index `articles` not found.' }),
    })
    const facets = await refusal(shop().multiSearch({ queries: [{ indexUid: 'products', q: 'ring', facets: ['title'] }] }))
    expect(facets.body).toMatchObject({
      code: 'invalid_search_facets',
      message: expect.stringMatching(/^Inside `\.queries\[0\]`: Invalid facet distribution: Pattern `title` is not filterable/),
    })
    const limit = await refusal(
      shop().multiSearch({
        queries: [
          { indexUid: 'products', q: 'ring' },
          { indexUid: 'products', limit: -1 },
        ],
      }),
    )
    expect(limit.body).toMatchObject({ code: 'invalid_search_limit', message: expect.stringContaining('`.queries[1].limit`') })
    const refused = await refusal(shop().multiSearch({ queries: [{ indexUid: 'products', q: 'ring', sort: ['price:asc'] }] }))
    expect(refused.body.code).toBe('invalid_search_sort')
    const noUid = await refusal(shop().multiSearch({ queries: [{ q: 'ring' } as never] }))
    expect(noUid.body).toMatchObject({ code: 'missing_index_uid', message: 'Missing field `indexUid` inside `.queries[0]`' })
    const options = await refusal(shop().multiSearch({ queries: [{ indexUid: 'products', q: 'ring', federationOptions: { weight: 2 } } as never] }))
    expect(options.body.code).toBe('invalid_multi_search_federation_options')
  })

  it('answers a body that is not a multi-search with Meilisearch’s bad_request', async () => {
    const post = (body: string) => fetch(`${ORIGIN}/api/search/multi-search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(await (await post('{}')).json()).toMatchObject({ code: 'bad_request', message: 'Missing field `queries`' })
    expect(await (await post('[]')).json()).toMatchObject({ code: 'bad_request', message: 'Invalid value type: expected an object, but found an array: `[]`' })
    expect(await (await post('{"queries":[],"limit":3}')).json()).toMatchObject({ code: 'bad_request' })
    // a public endpoint: one request may not ask for an unbounded number of searches
    const many = JSON.stringify({ queries: Array.from({ length: MAX_QUERIES + 1 }, () => ({ indexUid: 'products', q: 'ring' })) })
    expect(await (await post(many)).json()).toMatchObject({ code: 'bad_request', message: expect.stringContaining(`at most ${MAX_QUERIES} queries`) })
  })
})

describe('federated search', () => {
  it('merges the queries into one list, each product once at its best weighted score', async () => {
    const response = await shop().multiSearch({
      federation: { facetsByIndex: { products: ['category_handles'] } },
      queries: [
        { indexUid: 'products', q: 'ring', attributesToRetrieve: ['id', 'title'] },
        { indexUid: 'products', q: 'verlobungsring', attributesToRetrieve: ['id', 'title'], federationOptions: { weight: 2 } },
      ],
    })
    expect(shapeOf(response)).toEqual(shapeOf(FEDERATED_SEARCH))
    const ids = response.hits.map((hit) => hit.id)
    expect(new Set(ids).size).toBe(ids.length)
    const scores = response.hits.map((hit) => hit._federation!.weightedRankingScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    // the engagement rings come first, from the weighted query
    expect(response.hits[0]._federation).toMatchObject({ indexUid: 'products', queriesPosition: 1 })
    expect(response.estimatedTotalHits).toBe(ids.length)
    const tally: Record<string, number> = {}
    const all = await shop().multiSearch({
      federation: { limit: 100 },
      queries: [
        { indexUid: 'products', q: 'ring', attributesToRetrieve: ['category_handles'] },
        { indexUid: 'products', q: 'verlobungsring', attributesToRetrieve: ['category_handles'] },
      ],
    })
    for (const hit of all.hits) for (const handle of hit.category_handles as string[]) tally[handle] = (tally[handle] ?? 0) + 1
    expect(response.facetsByIndex).toEqual({ products: { distribution: { category_handles: tally }, stats: {} } })
  })

  it('pages the merged list and merges facets on request', async () => {
    const queries = [
      { indexUid: 'products', q: 'kette', attributesToRetrieve: ['id', 'title'] },
      { indexUid: 'products', q: 'ring', attributesToRetrieve: ['id', 'title'], federationOptions: { weight: 0 } },
    ]
    const whole = await shop().multiSearch({ federation: {}, queries })
    // weight 0 puts the second query's products after every product of the first
    expect(whole.hits.at(-1)!._federation).toMatchObject({ queriesPosition: 1, weightedRankingScore: 0 })
    const second = await shop().multiSearch({ federation: { offset: 1, limit: 2 }, queries })
    expect(second.hits.map((hit) => hit.id)).toEqual(whole.hits.slice(1, 3).map((hit) => hit.id))
    const paged = await shop().multiSearch({ federation: { page: 2, hitsPerPage: 2 }, queries })
    expect(paged).toMatchObject({ page: 2, hitsPerPage: 2, totalHits: whole.hits.length, totalPages: Math.ceil(whole.hits.length / 2) })
    const merged = await shop().multiSearch({
      federation: { facetsByIndex: { products: ['category_handles'] }, mergeFacets: { maxValuesPerFacet: 2 } },
      queries,
    })
    expect(shapeOf(merged)).toEqual(shapeOf(FEDERATED_SEARCH_MERGED_FACETS))
    expect(Object.keys(merged.facetDistribution!.category_handles)).toHaveLength(2)
    expect(merged).not.toHaveProperty('facetsByIndex')
  })

  it('refuses paging and facets inside a federated query, and unknown indexes, as Meilisearch does', async () => {
    const paging = await refusal(
      shop().multiSearch({
        federation: {},
        queries: [
          { indexUid: 'products', q: 'ring' },
          { indexUid: 'products', q: 'gold', limit: 5 },
        ],
      }),
    )
    expect(paging.body).toMatchObject({
      code: 'invalid_multi_search_query_pagination',
      message: expect.stringMatching(/^Inside `\.queries\[1\]`: Using pagination options is not allowed in federated queries/),
    })
    const facets = await refusal(shop().multiSearch({ federation: {}, queries: [{ indexUid: 'products', q: 'ring', facets: ['category_handles'] }] }))
    expect(facets.body).toMatchObject({
      code: 'invalid_multi_search_query_facets',
      message: expect.stringContaining('`federation.facetsByIndex.products: ["category_handles"]`'),
    })
    const byIndex = await refusal(shop().multiSearch({ federation: { facetsByIndex: { articles: ['tags'] } }, queries: [{ indexUid: 'products', q: 'ring' }] }))
    expect(byIndex).toMatchObject({ status: 400, body: { code: 'index_not_found' } })
    const weight = await refusal(shop().multiSearch({ federation: {}, queries: [{ indexUid: 'products', q: 'ring', federationOptions: { weight: -1 } }] }))
    expect(weight.body.code).toBe('invalid_multi_search_weight')
    const details = await refusal(shop().multiSearch({ federation: { showPerformanceDetails: true }, queries: [] }))
    expect(details.body.code).toBe('invalid_search_show_performance_details')
  })
})
