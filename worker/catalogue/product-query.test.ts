import { describe, expect, it } from 'vitest'
import { NO_FILTERS } from '../../routes/catalogue/listing-filters'
import type { HttpError } from '../http/errors'
import type { MedusaProduct } from './medusa-types'
import { needsScan, parseProductListQuery } from './product-query'
import { filterAndSort } from './product-sort'

const known = new Set(['de', 'us'])
const parse = (query: Record<string, string>) => parseProductListQuery(query, known)
const status = (query: Record<string, string>) => {
  try {
    parse(query)
    return 200
  } catch (error) {
    return (error as HttpError).status
  }
}

describe('product list query', () => {
  it('defaults: 24 newest first', () => {
    expect(parse({})).toEqual({
      limit: 24,
      offset: 0,
      order: '-created_at',
      video: false,
      q: undefined,
      regionId: undefined,
      countryCode: undefined,
      collectionIds: undefined,
      categoryId: undefined,
      filters: NO_FILTERS,
      facets: false,
    })
  })
  it("maps the storefront's default order to newest first", () => {
    expect(parse({ order: 'product.id_product.desc' }).order).toBe('-created_at')
  })
  it('reads every filter', () => {
    expect(
      parse({
        region_id: 'reg_1',
        country_code: 'us',
        collection_id: 'pcol_1,pcol_2',
        category_id: 'pcat_1',
        query: ' ring ',
        video: 'true',
        limit: '100',
        offset: '48',
        order: '-price',
        material: 'gold750,platinum',
        size: '54',
        price: '-2000',
        stock: '1',
        facets: '1',
      }),
    ).toEqual({
      limit: 100,
      offset: 48,
      order: '-price',
      video: true,
      q: 'ring',
      regionId: 'reg_1',
      countryCode: 'us',
      collectionIds: ['pcol_1', 'pcol_2'],
      categoryId: 'pcat_1',
      filters: { ...NO_FILTERS, material: ['gold750', 'platinum'], size: ['54'], price: { max: 2000 }, stock: true },
      facets: true,
    })
  })
  it.each([
    [{ limit: '0' }],
    [{ limit: '101' }],
    [{ limit: 'x' }],
    [{ offset: '-1' }],
    [{ order: 'random' }],
    [{ region_id: 'r1' }],
    [{ country_code: 'xx' }],
    [{ collection_id: 'prod_1' }],
    [{ category_id: 'pcol_1' }],
    [{ video: 'maybe' }],
    [{ page: '2' }],
    // a filter the shop does not know, or not in its one form (the storefront writes nothing else)
    [{ material: 'gold585' }],
    [{ material: 'platinum,gold750' }],
    [{ size: 'x' }],
    [{ price: '2000-100' }],
    [{ stock: '0' }],
    [{ facets: 'maybe' }],
  ])('rejects %o with 400', (query) => {
    expect(status(query)).toBe(400)
  })
  it('scans only when Medusa cannot filter or sort', () => {
    expect(needsScan(parse({}), 'de')).toBe(false)
    expect(needsScan(parse({ order: 'title' }), 'de')).toBe(false)
    expect(needsScan(parse({ order: 'title' }), 'en')).toBe(true)
    expect(needsScan(parse({ video: 'true' }), 'de')).toBe(true)
    expect(needsScan(parse({ order: 'price' }), 'de')).toBe(true)
  })
})

describe('filtering and sorting in the worker', () => {
  const p = (id: string, amount: number | null, extra: Partial<MedusaProduct> = {}): MedusaProduct => ({
    id,
    title: id,
    handle: id,
    created_at: `2024-01-0${id.slice(-1)}`,
    variants: amount === null ? [] : [{ id: `v${id}`, calculated_price: { calculated_amount: amount, currency_code: 'eur' } }],
    ...extra,
  })
  const products = [
    p('p1', 300),
    p('p2', null),
    p('p3', 100, { metadata: { video: { youtube_id: 'y' } } }),
    p('p4', 200, { title: 'Zahn', metadata: { title_en: 'Anchor' } }),
  ]

  it('orders by price both ways, unpriced last', () => {
    expect(filterAndSort(products, { video: false, order: 'price', locale: 'de' }).map((x) => x.id)).toEqual(['p3', 'p4', 'p1', 'p2'])
    expect(filterAndSort(products, { video: false, order: '-price', locale: 'de' }).map((x) => x.id)).toEqual(['p1', 'p4', 'p3', 'p2'])
  })
  it('keeps only products with a video', () => {
    expect(filterAndSort(products, { video: true, order: '-created_at', locale: 'de' }).map((x) => x.id)).toEqual(['p3'])
  })
  it('orders English titles from metadata', () => {
    expect(filterAndSort(products, { video: false, order: 'title', locale: 'en' })[0].id).toBe('p4')
    expect(filterAndSort(products, { video: false, order: '-created_at', locale: 'de' }).map((x) => x.id)).toEqual(['p4', 'p3', 'p2', 'p1'])
  })
})
