import { describe, expect, it } from 'vitest'
import { filterCount, filterEntries, filterParam, filterQuery, filtersOf, isFiltered, NO_FILTERS, toggled, withPrice } from './listing-filters'
import { listingHref } from './listing-query'

const read = (query: string) => filtersOf(new URLSearchParams(query))

describe('the listing filters in the URL', () => {
  it('read nothing from a plain listing', () => {
    expect(read('')).toEqual(NO_FILTERS)
    expect(isFiltered(read('sort=title&page=2'))).toBe(false)
  })

  it('read every filter, values in their one order, each once, unknown ones dropped', () => {
    expect(read('material=platinum,gold750,gold750,gold585&colour=rose,yellow&stone=pearl,opal,diamond&size=56,54,5x,054&price=100-2000&stock=1')).toEqual({
      material: ['gold750', 'platinum'],
      colour: ['yellow', 'rose'],
      stone: ['diamond', 'pearl'],
      size: ['54', '56'],
      price: { min: 100, max: 2000 },
      stock: true,
    })
  })

  it('read a price up to, from, or the wrong way round; nothing from one that limits nothing', () => {
    expect(read('price=-2000').price).toEqual({ max: 2000 })
    expect(read('price=100-').price).toEqual({ min: 100 })
    expect(read('price=2000-100').price).toEqual({ min: 100, max: 2000 })
    expect(read('price=0-2000').price).toEqual({ max: 2000 })
    for (const bad of ['-', '0-', 'abc', '1e3-2', '100', '-999999999']) expect(read(`price=${bad}`).price).toBeNull()
  })

  it('write each combination one way, so the edge cache keeps one page for it', () => {
    const a = read('size=56,54&material=platinum,gold750&stock=1')
    const b = read('stock=1&material=gold750,platinum&size=54,56,54')
    expect(filterQuery(a)).toBe('material=gold750,platinum&size=54,56&stock=1')
    expect(filterQuery(b)).toBe(filterQuery(a))
    expect(filterParam('material', 'platinum,gold750,tin')).toBe('gold750,platinum')
    expect(filterParam('stone', 'tin')).toBeNull()
    expect(filterParam('stock', '0')).toBeNull()
    expect(filterParam('price', '2000-100')).toBe('100-2000')
  })

  it('round-trip through the listing URL with the sort and the page', () => {
    const filters = read('material=gold750&size=54&price=-2000')
    const href = listingHref('/categories/ringe', { page: 2, sort: 'price-asc', filters })
    expect(href).toBe('/categories/ringe?material=gold750&size=54&price=-2000&sort=price-asc&page=2')
    const url = new URL(href, 'https://shop.example')
    expect(filtersOf(url.searchParams)).toEqual(filters)
    expect(filterEntries(filtersOf(url.searchParams))).toEqual([
      ['material', 'gold750'],
      ['size', '54'],
      ['price', '-2000'],
    ])
  })

  it('toggle a value, change the price and count what is chosen', () => {
    const one = toggled(NO_FILTERS, 'material', 'platinum')
    const two = toggled(one, 'material', 'gold750')
    expect(two.material).toEqual(['gold750', 'platinum'])
    expect(toggled(two, 'material', 'platinum').material).toEqual(['gold750'])
    const priced = withPrice(two, { max: 2000 })
    expect(priced.price).toEqual({ max: 2000 })
    expect(filterCount({ ...priced, stock: true })).toBe(4)
    expect(withPrice(priced, null).price).toBeNull()
  })
})
