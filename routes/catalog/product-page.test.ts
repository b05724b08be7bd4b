import { createStore } from 'jotai'
import { createElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { keysShownIn, textsFor } from '../../i18n/dictionaries'
import { partsOf } from '../../i18n/parts'
import { localeOf } from '../../i18n/locale'
import type { ProductDetail } from '../api-types'
import { App, type AppState } from '../app'
import { routes } from '../table'
import ProductPage from './product-page'
import type { ProductData } from './product-load'
import { BANK_TRANSFER_ONLY } from '../layout/load-layout'

const money = (amount: number) => ({ amount, currency_code: 'eur' })
const product: ProductDetail = {
  id: 'prod_1',
  handle: 'solitaerring',
  handles: { de: 'solitaerring', en: 'solitaire-ring' },
  title: 'Solitärring',
  description: 'Ein Brillant.',
  thumbnail: '/medusa/static/a.jpg',
  price: money(1000),
  price_varies: true,
  collection: { handle: 'ringe', title: 'Ringe' },
  has_video: true,
  images: [{ url: '/medusa/static/a.jpg' }, { url: '/medusa/static/b.jpg' }],
  options: [
    { id: 'opt_a', title: 'Legierung', values: ['Gold 750', 'Platin'] },
    { id: 'opt_s', title: 'Ringgröße', values: ['52', '54'] },
  ],
  variants: [
    { id: 'variant_1', title: '750/52', sku: 'R-750-52', options: { Legierung: 'Gold 750', Ringgröße: '52' }, price: money(1000), in_stock: true, stock: { status: 'in_stock', quantity: 3 } },
    { id: 'variant_2', title: '750/54', sku: 'R-750-54', options: { Legierung: 'Gold 750', Ringgröße: '54' }, price: money(1000), in_stock: false, stock: { status: 'sold_out', quantity: 0 } },
    { id: 'variant_3', title: 'PT/52', sku: 'R-PT-52', options: { Legierung: 'Platin', Ringgröße: '52' }, price: money(1550), in_stock: true, stock: { status: 'low_stock', quantity: 1 } },
  ],
  categories: [{ id: 'pcat_1', handle: 'verlobungsringe', name: 'Verlobungsringe' }],
  video: { youtube_id: 'abc123', title: 'Der Ring im Licht' },
  material: 'gold750',
}
const data: ProductData = { product, related: [] }

async function render(country: string, search = '') {
  const state: AppState = {
    route: routes.find((route) => route.id === 'product')!,
    params: { handle: product.handle },
    url: new URL(`https://shop.example/${country}/produkte/solitaerring${search}`),
    country,
    origin: 'https://shop.example',
    Page: ProductPage,
    data,
    error: null,
    layout: { menu: { product_categories: [], functional_categories: [] }, payment: BANK_TRANSFER_ONLY },
  }
  const locale = localeOf(country)
  // streamed like the worker does, waiting for the lazily loaded video section
  const stream = await renderToReadableStream(createElement(App, { state, store: createStore(), t: translator(locale, textsFor(locale, partsOf(state.route))) }))
  await stream.allReady
  const html = await new Response(stream).text()
  // the page renders with the dictionary parts the browser loads for it, and none is missing
  expect(keysShownIn(html, locale)).toEqual([])
  return html
}

describe('product page', () => {
  it('opens with the first variant in stock, translated option names and the shop statements for Germany', async () => {
    const html = await render('de')
    expect(html).toContain('Solitärring</h1>')
    expect(html).toContain('Legierung')
    expect(html).toContain('Ringgröße')
    expect(html).toMatch(/1\.000,00\s€/)
    expect(html).toContain('Auf Lager')
    expect(html).toContain('Kostenloser Versand innerhalb Deutschlands')
    expect(html).toContain('Ringgröße 48')
    expect(html).not.toContain('Zölle')
    // the video stays a facade: no YouTube request before the click
    expect(html).not.toContain('<iframe')
    expect(html).toContain('Video abspielen')
  })

  it('opens with the variant of ?variant= and shows it sold out, its button disabled', async () => {
    const html = await render('de', '?variant=variant_2')
    expect(html).toMatch(/value="54"[^>]*checked|checked[^>]*value="54"/)
    expect(html).toMatch(/<button[^>]*disabled[^>]*data-variant-id="variant_2"[^>]*>.*Ausverkauft<\/button>/)
    expect(html).toMatch(/data-testid="availability"[^>]*>.*Ausverkauft/)
    expect(html).not.toContain('Auf Lager')
    const english = await render('us', '?variant=variant_2')
    expect(english).toMatch(/data-variant-id="variant_2"[^>]*>.*Sold out<\/button>/)
  })

  it('says how many are left when only a few are', async () => {
    expect(await render('de', '?variant=variant_3')).toContain('Nur noch 1 Stück auf Lager')
    expect(await render('us', '?variant=variant_3')).toContain('Only 1 left in stock')
  })

  it('disables combinations that do not exist or are sold out', async () => {
    const html = await render('de')
    // at Gold 750 / 52: size 54 is sold out, and Platin / 52 is buyable
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*value="54"/)
    expect(html).toMatch(/<input(?![^>]*disabled)[^>]*value="Platin"/)
  })

  it('speaks English with translated option names and values, and states customs outside the EU', async () => {
    const html = await render('ch')
    expect(html).toContain('Zölle')
    const english = await render('us')
    expect(english).toContain('Alloy')
    expect(english).toContain('Ring size')
    expect(english).toContain('Platinum')
    expect(english).toContain('customs, taxes and fees')
  })
})
