import type { SearchParams } from 'meilisearch'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILTERABLE_ATTRIBUTES } from '../../../routes/search/search-document'
import { refusal, routeFetchToWorker, seed, shop } from './test/client-harness'
import { ERROR, SEARCH_PAGED, SEARCH_WITH_FACETS_AND_CROP } from './test/documented-responses'
import { shapeOf } from './test/response-shape'

// The same requests a shop sends to a hosted Meilisearch, through the real meilisearch client, against the
// embedded engine; their answers must have the shape of Meilisearch's documented ones (test/documented-responses.ts).
routeFetchToWorker()
beforeAll(() => seed(), 60_000)

const products = () => shop().index('products')
const RETRIEVE = ['id', 'title', 'description', 'price', 'category_names']

describe('search answers in Meilisearch’s documented shape', () => {
  it('facets, highlight, crop, match positions and scores together', async () => {
    const result = await products().search('ring', {
      filter: 'category_handles = ringe',
      attributesToRetrieve: RETRIEVE,
      attributesToHighlight: ['title', 'category_names'],
      attributesToCrop: ['description:6'],
      showMatchesPosition: true,
      showRankingScore: true,
      facets: ['category_handles'],
    })
    expect(shapeOf(result)).toEqual(shapeOf(SEARCH_WITH_FACETS_AND_CROP))
    expect(result.hits.map((hit) => hit.id).sort()).toEqual(['prod_aurelia', 'prod_ehering', 'prod_lumiere'])
  })

  it('paged with page and hitsPerPage', async () => {
    const result = await products().search('ring', { attributesToRetrieve: RETRIEVE, page: 1, hitsPerPage: 2 })
    expect(shapeOf(result)).toEqual(shapeOf(SEARCH_PAGED))
  })

  it('errors, with Meilisearch’s code, type and link', async () => {
    const { status, body } = await refusal(products().search('ring', { facets: ['price'] }))
    expect(status).toBe(400)
    expect(shapeOf(body)).toEqual(shapeOf(ERROR))
    expect(body).toMatchObject({ code: 'invalid_search_facets', type: 'invalid_request', link: 'https://docs.meilisearch.com/errors#invalid_search_facets' })
  })
})

describe('facets', () => {
  it('counts every filterable attribute over all matching documents, not only the page', async () => {
    const result = await products().search('', { facets: ['*'], limit: 1 })
    expect(Object.keys(result.facetDistribution!)).toEqual([...FILTERABLE_ATTRIBUTES].sort())
    expect(result.facetDistribution!.category_handles).toMatchObject({ ringe: 3, ohrringe: 2, verlobungsringe: 2, eheringe: 1 })
    expect(result.facetDistribution!['collection.handle']).toEqual({ ringe: 1 })
    expect(result.facetDistribution!.product_sku['AUR-VR01']).toBe(1)
    // the prices are the filterable attributes that hold numbers: their lowest and highest, as Meilisearch answers
    expect(result.facetStats).toEqual({ 'prices.chf': { min: 470, max: 3130 }, 'prices.eur': { min: 490, max: 3290 }, 'prices.usd': { min: 540, max: 3620 } })
  })

  it('respects the query and the filter, as Meilisearch does', async () => {
    const ringe = await products().search('ring', { facets: ['category_handles'], filter: 'category_handles = verlobungsringe' })
    expect(ringe.facetDistribution).toEqual({ category_handles: { ringe: 2, verlobungsringe: 2 } })
    // the counts are those of every hit of the same search
    const pearls = await products().search('perlen', { facets: ['category_*'], limit: 100 })
    const tally: Record<string, number> = {}
    for (const hit of pearls.hits) for (const handle of hit.category_handles as string[]) tally[handle] = (tally[handle] ?? 0) + 1
    expect(pearls.facetDistribution).toEqual({ category_handles: tally })
    expect(tally).toMatchObject({ perlenketten: 1, perlenohrringe: 1 })
  })

  it('answers an empty list with empty objects and no facets without them', async () => {
    const empty = await products().search('ring', { facets: [] })
    expect(empty).toMatchObject({ facetDistribution: {}, facetStats: {} })
    const none = await products().search('ring')
    expect(none).not.toHaveProperty('facetDistribution')
    expect(none).not.toHaveProperty('facetStats')
  })
})

describe('cropping', () => {
  it('crops around the matched words with the marker, combined with the highlight tags', async () => {
    const result = await products().search('brillant', {
      filter: 'id = prod_aurelia',
      attributesToRetrieve: ['id'],
      attributesToCrop: ['description'],
      cropLength: 4,
      attributesToHighlight: ['description'],
    })
    expect(result.hits[0]._formatted?.description).toBe('…ein <em>Brillant</em> von 0…')
    // the hit keeps its retrieved attributes; _formatted also holds the cropped ones
    expect(Object.keys(result.hits[0])).toEqual(['id', '_formatted'])
  })

  it('takes a length per attribute, its own marker, and crops everything with *', async () => {
    const result = await products().search('brillant', {
      filter: 'id = prod_aurelia',
      attributesToRetrieve: ['title', 'description'],
      attributesToCrop: ['description:2', 'title'],
      cropLength: 3,
      cropMarker: '[…]',
    })
    expect(result.hits[0]._formatted).toEqual({ title: 'Verlobungsring Aurelia Solitär[…]', description: '[…]ein Brillant[…]' })
    const all = await products().search('gold', {
      filter: 'id = prod_ehering',
      attributesToRetrieve: ['description', 'price'],
      attributesToCrop: ['*'],
      cropLength: 2,
    })
    // every leaf is cropped, and numbers come back as text, as in Meilisearch
    expect(all.hits[0]._formatted).toMatchObject({ description: 'Der schlichte…', price: '490', title: '…in Gold…', category_names: ['Eheringe', 'Ringe'] })
  })

  it('keeps the first words when nothing matches, e.g. in a placeholder search', async () => {
    const result = await products().search('', { filter: 'id = prod_perlenkette', attributesToCrop: ['description_en:3'] })
    expect(result.hits[0]._formatted?.description_en).toBe('Hand-picked Akoya…')
  })
})

describe('the other parameters a search may carry', () => {
  it('reports where each word matched, in bytes, with the index inside arrays', async () => {
    const result = await products().search('straße', { filter: 'id = prod_creolen', attributesToRetrieve: ['id'], showMatchesPosition: true })
    // 'Creolen Große Straße': ß and ö take two bytes each
    expect(result.hits[0]._matchesPosition).toMatchObject({ title: [{ start: 15, length: 7 }], description: [{ start: 36, length: 7 }] })
    const skus = await products().search('AUR-GK01', { filter: 'id = prod_goldkette', showMatchesPosition: true })
    expect(skus.hits[0]._matchesPosition?.variant_skus).toEqual(expect.arrayContaining([{ start: 0, length: 3, indices: [1] }]))
  })

  it('keeps one document per value with distinct', async () => {
    const all = await products().search('ring', { attributesToRetrieve: ['id', 'category_handles'] })
    const distinct = await products().search('ring', { attributesToRetrieve: ['id', 'category_handles'], distinct: 'category_handles' })
    expect(distinct.hits.length).toBeLessThan(all.hits.length)
    const handles = distinct.hits.flatMap((hit) => hit.category_handles as string[])
    expect(new Set(handles).size).toBe(handles.length)
    expect(distinct.estimatedTotalHits).toBe(distinct.hits.length)
    expect((await refusal(products().search('ring', { distinct: 'title' }))).body.code).toBe('invalid_search_distinct')
  })
})

/**
 * Every parameter of the client's SearchParams, with a value that asks for something: the engine serves
 * it, or answers with Meilisearch's error for it (a parameter the engine does not implement is never
 * dropped). A new parameter in the client fails to compile here until it is decided.
 */
type Decision = { value: unknown; refused?: string }
const EVERY_PARAMETER: { [K in keyof Required<SearchParams>]: Decision } = {
  q: { value: 'ring' },
  offset: { value: 1 },
  limit: { value: 2 },
  page: { value: 1 },
  hitsPerPage: { value: 2 },
  attributesToRetrieve: { value: ['id'] },
  attributesToHighlight: { value: ['title'] },
  highlightPreTag: { value: '<b>' },
  highlightPostTag: { value: '</b>' },
  attributesToCrop: { value: ['description:3'] },
  cropLength: { value: 5 },
  cropMarker: { value: '...' },
  filter: { value: 'category_handles = ringe' },
  facets: { value: ['*'] },
  distinct: { value: 'collection.handle' },
  showMatchesPosition: { value: true },
  matchingStrategy: { value: 'frequency' },
  showRankingScore: { value: true },
  rankingScoreThreshold: { value: 0.2 },
  sort: { value: ['prices.eur:asc'] },
  // the engine's refusals, with the code Meilisearch uses for each parameter
  attributesToSearchOn: { value: ['title'], refused: 'invalid_search_attributes_to_search_on' },
  showRankingScoreDetails: { value: true, refused: 'invalid_search_show_ranking_score_details' },
  vector: { value: [0.1, 0.2], refused: 'invalid_search_vector' },
  hybrid: { value: { embedder: 'default', semanticRatio: 0.5 }, refused: 'invalid_search_hybrid_query' },
  retrieveVectors: { value: true, refused: 'invalid_search_retrieve_vectors' },
  locales: { value: ['deu'], refused: 'invalid_search_locales' },
  media: { value: { image: { mime: 'image/png', data: 'AA==' } }, refused: 'invalid_search_media' },
  personalize: { value: { userContext: 'likes pearls' }, refused: 'invalid_search_personalize' },
  showPerformanceDetails: { value: true, refused: 'invalid_search_show_performance_details' },
  // parameters of the facet-value search, which a search does not know: Meilisearch's unknown-field error
  facetName: { value: 'category_handles', refused: 'bad_request' },
  facetQuery: { value: 'ring', refused: 'bad_request' },
}

describe('every search parameter of the client is served or refused', () => {
  for (const [name, { value, refused }] of Object.entries(EVERY_PARAMETER)) {
    it(`${name}: ${refused ?? 'served'}`, async () => {
      const request = products().search('ring', { [name]: value })
      if (!refused) return expect(request).resolves.toHaveProperty('hits')
      const { status, body } = await refusal(request)
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: refused, type: 'invalid_request', link: `https://docs.meilisearch.com/errors#${refused}` })
      expect(body.message).toContain(name)
    })
  }

  it('accepts a refused parameter at its default, which asks for nothing', async () => {
    await expect(
      products().search('ring', { sort: [], retrieveVectors: false, showRankingScoreDetails: false, vector: null, attributesToSearchOn: null }),
    ).resolves.toHaveProperty('hits')
  })

  it('answers facet-value searches as an index whose facet search is off', async () => {
    const { body } = await refusal(products().searchForFacetValues({ facetName: 'category_handles', facetQuery: 'ring' }))
    expect(body.code).toBe('facet_search_disabled')
  })
})
