import { createStore } from 'jotai'
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { keysShownIn, textsFor } from '../../i18n/dictionaries'
import { partsOf } from '../../i18n/parts'
import type { ProductSummary } from '../api-types'
import { App, type AppState } from '../app'
import { BANK_TRANSFER_ONLY } from '../layout/load-layout'
import { routes } from '../table'
import { filtersOf, NO_FILTERS } from './listing-filters'
import type { StoreData } from './store-load'
import StorePage from './store-page'

const product = (n: number): ProductSummary => ({
  id: `prod_${n}`,
  handle: `piece-${n}`,
  handles: { de: `stueck-${n}`, en: `piece-${n}` },
  title: `Piece ${n}`,
  description: null,
  thumbnail: null,
  price: { amount: 100 + n, currency_code: 'usd' },
  collection: null,
  has_video: n === 1,
})

// as the worker renders: lazy parts of the layout (footer, desktop header, error page) are waited for
async function render(data: StoreData, search: string) {
  const state: AppState = {
    route: routes.find((route) => route.id === 'store')!,
    params: {},
    url: new URL(`https://shop.example/us/store${search}`),
    country: 'us',
    origin: 'https://shop.example',
    Page: StorePage,
    data,
    error: null,
    layout: { menu: { product_categories: [], functional_categories: [] }, payment: BANK_TRANSFER_ONLY, shipping_from: null },
  }
  const { prelude } = await prerender(createElement(App, { state, store: createStore(), t: translator('en', textsFor('en', partsOf(state.route))) }))
  const html = await new Response(prelude).text()
  // the page renders with the dictionary parts the browser loads for it, and none is missing
  expect(keysShownIn(html, 'en')).toEqual([])
  return html
}

const list = (count: number, offset: number) => ({ products: [product(offset + 1), product(offset + 2)], count, offset, limit: 24 })

describe('store page', () => {
  it('links the pages of a sorted listing, keeping the sort, with rel prev/next in the head', async () => {
    const html = await render({ list: list(60, 24), page: 2, sort: 'price-asc', filters: NO_FILTERS }, '?sort=price-asc&page=2')
    expect(html).toContain('<link rel="prev" href="https://shop.example/us/store?sort=price-asc"/>')
    expect(html).toContain('<link rel="next" href="https://shop.example/us/store?sort=price-asc&amp;page=3"/>')
    expect(html).toContain('href="/us/store?sort=price-asc&amp;page=3"')
    expect(html).toMatch(/<option value="price-asc" selected="">Price: low to high<\/option>/)
    // canonical: the page in the default order, whatever the sort
    expect(html).toContain('<link rel="canonical" href="https://shop.example/us/store?page=2"/>')
    expect(html).toContain('aria-current="page"')
    expect(html).toContain('Video')
  })

  it('has no paging on a single page', async () => {
    const html = await render({ list: list(2, 0), page: 1, sort: 'newest', filters: NO_FILTERS }, '')
    expect(html).not.toContain('rel="next"')
    expect(html).not.toContain('rel="prev"')
    expect(html).toContain('<link rel="canonical" href="https://shop.example/us/store"/>')
  })

  it('renders a filtered listing not indexed, with its canonical without filters, the chosen filters as links back and the filter button', async () => {
    const filters = filtersOf(new URLSearchParams('material=gold750&size=54&price=-2000'))
    const facets = {
      material: { gold587: 1, gold750: 2, platinum: 0, silver: 0 },
      colour: { yellow: 2, white: 0, rose: 0 },
      stone: { diamond: 2, sapphire: 0, ruby: 0, emerald: 0, pearl: 0 },
      size: { 52: 1, 54: 2 },
      stock: 2,
      price: { min: 490, max: 2490, currency: 'usd' },
    }
    const html = await render({ list: { ...list(2, 0), facets }, page: 1, sort: 'price-asc', filters }, '?material=gold750&size=54&price=-2000&sort=price-asc')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('<link rel="canonical" href="https://shop.example/us/store"/>')
    expect(html).toContain('href="/us/store?size=54&amp;price=-2000&amp;sort=price-asc"')
    expect(html).toContain('aria-label="Remove filter: 750 gold (18k)"')
    expect(html).toContain('aria-label="Remove filter: up to $2,000"')
    expect(html).toContain('data-opens="filters"')
    // the panel itself is a chunk of its own, not part of the page
    expect(html).not.toContain('data-testid="filter-panel"')
  })
})
