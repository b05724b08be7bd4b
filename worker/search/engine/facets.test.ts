import { describe, expect, it } from 'vitest'
import { FILTERABLE_ATTRIBUTES } from '../../../routes/search/search-document'
import type { SearchError } from './errors'
import { computeFacets, facetAttributes } from './facets'

const docs = [
  { id: 'a', category_handles: ['ringe', 'verlobungsringe', 'ringe'], collection: { handle: 'ringe' }, price: 2490, carat: [0.3, 0.5] },
  { id: 'b', category_handles: ['Ringe'], collection: null, price: 990 },
  { id: 'c', category_handles: [], collection: { handle: 'ketten' }, price: 990, carat: 0.1 },
  { id: 'd', category_handles: ['eheringe'], collection: { handle: 'Ringe ' }, price: null },
]

describe('facet distribution and stats', () => {
  it('counts each document once per value, groups spellings as Meilisearch does and orders values by name', () => {
    const { facetDistribution } = computeFacets(docs, ['category_handles', 'collection.handle'])
    expect(facetDistribution).toEqual({
      category_handles: { eheringe: 1, ringe: 2, verlobungsringe: 1 },
      'collection.handle': { ketten: 1, ringe: 2 },
    })
    expect(Object.keys(facetDistribution.category_handles)).toEqual(['eheringe', 'ringe', 'verlobungsringe'])
  })

  it('gives numbers as text keys, lowest first, and their min and max in facetStats', () => {
    const { facetDistribution, facetStats } = computeFacets(docs, ['carat', 'category_handles', 'price'])
    expect(facetDistribution.price).toEqual({ 990: 2, 2490: 1 })
    expect(facetDistribution.carat).toEqual({ '0.1': 1, '0.3': 1, '0.5': 1 })
    expect(facetStats).toEqual({ carat: { min: 0.1, max: 0.5 }, price: { min: 990, max: 2490 } })
  })

  it('answers every requested attribute, empty when no document holds it, and at most maxValuesPerFacet values', () => {
    expect(computeFacets([], ['category_handles'])).toEqual({ facetDistribution: { category_handles: {} }, facetStats: {} })
    expect(Object.keys(computeFacets(docs, ['id'], 2).facetDistribution.id)).toEqual(['a', 'b'])
  })

  it('resolves patterns over the filterable attributes and refuses one that names none', () => {
    expect(facetAttributes(['*'])).toEqual([...FILTERABLE_ATTRIBUTES].sort())
    expect(facetAttributes(['collection.*', 'handle'])).toEqual(['collection.handle', 'handle'])
    expect(facetAttributes(['*_en'])).toEqual(['handle_en'])
    // a parent of a filterable attribute is a valid pattern that names no facet, as in Meilisearch
    expect(facetAttributes(['collection'])).toEqual([])
    const error = (() => {
      try {
        facetAttributes(['price'])
      } catch (e) {
        return e as SearchError
      }
    })()
    expect(error?.body).toMatchObject({
      code: 'invalid_search_facets',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#invalid_search_facets',
    })
    expect(error?.message).toBe(
      `Invalid facet distribution: Pattern \`price\` is not filterable. Available filterable attributes patterns are: \`${[...FILTERABLE_ATTRIBUTES].sort().join(', ')}\`.`,
    )
  })
})
