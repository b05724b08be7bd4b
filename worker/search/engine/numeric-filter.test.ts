import { describe, expect, it } from 'vitest'
import type { SearchError } from './errors'
import { compileFilter } from './filter'
import { FIXTURE_DOCUMENTS } from './fixtures'
import { createIndex, putDocuments } from './orama-index'
import { parseSearchParams } from './params'
import { search } from './query'

const index = createIndex()
await putDocuments(index, FIXTURE_DOCUMENTS)

const ids = (body: Record<string, unknown>) => search(index, parseSearchParams(body)).hits.map((hit) => hit.id)
const failure = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return { code: (error as SearchError).code, message: (error as Error).message }
  }
  throw new Error('no error')
}

describe('numeric filters, as Meilisearch reads them', () => {
  it('compare numbers with >, >=, <, <= and ranges with TO (both ends included)', () => {
    expect(ids({ filter: 'prices.eur < 990', limit: 50 })).toEqual(['prod_ehering'])
    expect(ids({ filter: 'prices.eur <= 990', limit: 50 }).sort()).toEqual(['prod_creolen', 'prod_ehering', 'prod_lumiere', 'prod_ohrhaenger', 'prod_xss'])
    expect(ids({ filter: 'prices.eur > 2490', limit: 50 })).toEqual(['prod_goldkette'])
    expect(ids({ filter: 'prices.eur >= 2490', limit: 50 })).toEqual(['prod_aurelia', 'prod_goldkette'])
    expect(ids({ filter: 'prices.eur 1000 TO 2490', limit: 50 })).toEqual(['prod_aurelia', 'prod_perlenkette'])
    expect(ids({ filter: 'prices.chf 470 TO 470', limit: 50 })).toEqual(['prod_ehering'])
  })

  it('match numbers only: text never passes a comparison, and = takes a number however it is written', () => {
    const predicate = compileFilter('prices.eur >= 10')!
    expect(predicate({ prices: { eur: '990' } })).toBe(false)
    expect(predicate({ prices: { eur: 990 } })).toBe(true)
    expect(ids({ filter: 'prices.eur = 490.0', limit: 50 })).toEqual(['prod_ehering'])
    expect(ids({ filter: 'prices.eur != 990 AND prices.eur < 1000', limit: 50 })).toEqual(['prod_ehering'])
  })

  it('combine with the other filters: AND across, OR within (IN)', () => {
    const filter = ['category_handles = ringe', 'materials IN ["gold750"]', 'ring_sizes IN ["54"]', 'prices.eur <= 2000']
    expect(ids({ filter, limit: 50 }).sort()).toEqual(['prod_ehering', 'prod_lumiere'])
    expect(ids({ filter: [...filter, 'in_stock = true'], limit: 50 })).toEqual(['prod_ehering'])
  })

  it('refuse a bound that is no number, as an invalid filter', () => {
    expect(failure(() => ids({ filter: 'prices.eur >= cheap' })).code).toBe('invalid_search_filter')
    expect(failure(() => ids({ filter: 'prices.eur 10 TO' })).code).toBe('invalid_search_filter')
    expect(failure(() => ids({ filter: 'price_eur >= 10' })).code).toBe('invalid_search_filter')
  })
})

describe('facetStats and sort', () => {
  it('give the lowest and highest price of what matches, and every value counted', () => {
    const answer = search(index, parseSearchParams({ filter: 'category_handles = ringe', facets: ['prices.eur', 'ring_sizes', 'in_stock'], limit: 0 }))
    expect(answer.facetStats).toEqual({ 'prices.eur': { min: 490, max: 2490 } })
    expect(answer.facetDistribution).toEqual({
      in_stock: { false: 1, true: 2 },
      'prices.eur': { 490: 1, 990: 1, 2490: 1 },
      ring_sizes: { 48: 1, 50: 1, 52: 1, 54: 3, 56: 2 },
    })
  })

  it('orders by a sortable attribute in either direction, documents without it last, and refuses any other', () => {
    expect(ids({ sort: ['prices.eur:asc'], limit: 3 })).toEqual(['prod_ehering', 'prod_lumiere', 'prod_ohrhaenger'])
    expect(ids({ sort: ['prices.eur:desc'], limit: 2 })).toEqual(['prod_goldkette', 'prod_aurelia'])
    expect(ids({ sort: ['created_at:desc'], limit: 3 })).toEqual(['prod_aurelia', 'prod_lumiere', 'prod_ehering'])
    expect(ids({ sort: ['prices.gbp:asc'], limit: 2 })).toEqual(['prod_aurelia', 'prod_lumiere'])
    expect(ids({ sort: ['title:asc'], filter: 'category_handles = ringe' })).toEqual(['prod_ehering', 'prod_aurelia', 'prod_lumiere'])
    expect(failure(() => ids({ sort: ['description:asc'] }))).toMatchObject({ code: 'invalid_search_sort' })
    expect(failure(() => ids({ sort: ['price'] }))).toMatchObject({ code: 'invalid_search_sort' })
  })
})
