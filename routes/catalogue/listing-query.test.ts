import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT, listingHref, pageOf, pageWindow, SORTS, sortOf } from './listing-query'

const url = (query: string) => new URL(`https://shop.example/de/store${query}`)

describe('listing query', () => {
  it('defaults to the shared product order, newest first', () => {
    expect(sortOf(url(''))).toBe(DEFAULT_SORT)
    expect(SORTS[DEFAULT_SORT]).toBe('product.id_product.desc')
  })

  it('reads known sorts and ignores unknown ones', () => {
    expect(sortOf(url('?sort=price-asc'))).toBe('price-asc')
    expect(SORTS[sortOf(url('?sort=price-desc'))]).toBe('-price')
    expect(sortOf(url('?sort=toString'))).toBe('newest')
    expect(sortOf(url('?sort=PRICE-ASC'))).toBe('newest')
  })

  it('reads the page and treats anything odd as page one', () => {
    expect(pageOf(url('?page=3'))).toBe(3)
    for (const bad of ['', '?page=', '?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=1e3', '?page=99999999']) expect(pageOf(url(bad))).toBe(1)
  })

  it('writes one URL per state, leaving defaults out', () => {
    expect(listingHref('/store', { page: 1, sort: 'newest' })).toBe('/store')
    expect(listingHref('/store', { page: 2, sort: 'newest' })).toBe('/store?page=2')
    expect(listingHref('/categories/ringe', { page: 3, sort: 'price-asc' })).toBe('/categories/ringe?sort=price-asc&page=3')
    expect(listingHref('/store', { page: 1, sort: 'title' })).toBe('/store?sort=title')
  })

  it('round-trips through the URL', () => {
    const href = listingHref('/store', { page: 4, sort: 'price-desc' })
    const parsed = new URL(href, 'https://shop.example')
    expect({ page: pageOf(parsed), sort: sortOf(parsed) }).toEqual({ page: 4, sort: 'price-desc' })
  })

  it('shows a window of pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12])
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12])
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12])
  })
})
