import { createStore } from 'jotai'
import { createElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { keysShownIn, textsFor } from '../../i18n/dictionaries'
import { partsOf } from '../../i18n/parts'
import { localeOf } from '../../rules/languages'
import type { ProductDetail } from '../api-types'
import { App, type AppState } from '../app'
import { BANK_TRANSFER_ONLY } from '../layout/load-layout'
import { routes } from '../table'
import type { ProductData } from './product-load'
import ProductPage from './product-page'

const money = (amount: number) => ({ amount, currency_code: 'eur' })
/** The words the worker hands an English page (from the shop's option vocabulary); German pages get Medusa's own. */
const ENGLISH: Record<string, string> = { Legierung: 'Alloy', Ringgröße: 'Ring size', 'Gold 750': '750 gold', Platin: 'Platinum' }
const option = (id: string, title: string, values: string[]) => ({
  id,
  title,
  label: title,
  values,
  value_labels: Object.fromEntries(values.map((value) => [value, value])),
})
const inEnglish = (options: ProductDetail['options']) =>
  options.map((o) => ({
    ...o,
    label: ENGLISH[o.title] ?? o.title,
    value_labels: Object.fromEntries(o.values.map((value) => [value, ENGLISH[value] ?? value])),
  }))
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
  options: [option('opt_a', 'Legierung', ['Gold 750', 'Platin']), option('opt_s', 'Ringgröße', ['52', '54'])],
  variants: [
    {
      id: 'variant_1',
      title: '750/52',
      sku: 'R-750-52',
      options: { Legierung: 'Gold 750', Ringgröße: '52' },
      price: money(1000),
      original_price: null,
      in_stock: true,
      stock: { status: 'in_stock', quantity: 3 },
      material: 'gold750',
      images: [],
    },
    {
      id: 'variant_2',
      title: '750/54',
      sku: 'R-750-54',
      options: { Legierung: 'Gold 750', Ringgröße: '54' },
      price: money(1000),
      original_price: null,
      in_stock: false,
      stock: { status: 'sold_out', quantity: 0 },
      material: null,
      images: [],
    },
    {
      id: 'variant_3',
      title: 'PT/52',
      sku: 'R-PT-52',
      options: { Legierung: 'Platin', Ringgröße: '52' },
      price: money(1550),
      original_price: null,
      in_stock: true,
      stock: { status: 'low_stock', quantity: 1 },
      material: 'platinum',
      images: [],
    },
  ],
  categories: [{ id: 'pcat_1', handle: 'verlobungsringe', name: 'Verlobungsringe' }],
  pearl: false,
  gift_card: false,
  video: { youtube_id: 'abc123', title: 'Der Ring im Licht' },
  material: 'gold750',
  vat: { kind: 'included', rate: 19 },
  vat_note: 'inkl. 19 % MwSt.',
  valuables_limit: { ...money(5000), operator: 'gt' },
}

/** What the worker hands each country's page (worker/catalogue/place.ts): the seed's tax regions, in the page's words. */
const PLACES: Record<string, Pick<ProductDetail, 'vat' | 'vat_note'>> = {
  de: { vat: { kind: 'included', rate: 19 }, vat_note: 'inkl. 19 % MwSt.' },
  at: { vat: { kind: 'included', rate: 20 }, vat_note: 'inkl. 20 % MwSt.' },
  ch: { vat: { kind: 'export' }, vat_note: 'Steuerfreie Ausfuhr, zzgl. Einfuhrabgaben' },
  gb: { vat: { kind: 'export' }, vat_note: 'Tax-free export, plus import duties' },
  us: { vat: { kind: 'export' }, vat_note: 'Tax-free export, plus import duties' },
}

async function render(country: string, search = '', changes: Partial<ProductDetail> = {}) {
  const state: AppState = {
    route: routes.find((route) => route.id === 'product')!,
    params: { handle: product.handle },
    url: new URL(`https://shop.example/${country}/produkte/solitaerring${search}`),
    country,
    origin: 'https://shop.example',
    Page: ProductPage,
    data: {
      product: { ...product, ...(localeOf(country) === 'en' ? { options: inEnglish(product.options) } : {}), ...PLACES[country], ...changes },
      related: [],
    } satisfies ProductData,
    error: null,
    layout: { menu: { product_categories: [], functional_categories: [] }, payment: BANK_TRANSFER_ONLY, shipping_from: { amount: 0, currency_code: 'eur' } },
  }
  const locale = localeOf(country)
  // streamed like the worker does, waiting for the lazily loaded video section
  const stream = await renderToReadableStream(
    createElement(App, { state, store: createStore(), t: translator(locale, textsFor(locale, partsOf(state.route))) }),
  )
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
    expect(html).toContain('Kostenloser Versand.')
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

  it("shows the chosen variant's own pictures first, the product's others after them", async () => {
    const pictures = ['/img/gelbgold.jpg', '/img/platin.jpg', '/img/etui.jpg']
    const variants = product.variants.map((variant) => (variant.id === 'variant_3' ? { ...variant, images: ['/img/platin.jpg'] } : variant))
    const gallery = (html: string) => [...html.matchAll(/<img[^>]*src="([^"]*\/img\/[^"]*)"/g)].map((match) => match[1].replace(/^.*\/img\//, '')).slice(0, 3)
    const chosen = await render('de', '?variant=variant_3', { images: pictures.map((url) => ({ url })), variants })
    expect(gallery(chosen)[0]).toContain('platin.jpg')
    const other = await render('de', '?variant=variant_1', { images: pictures.map((url) => ({ url })), variants })
    expect(gallery(other)[0]).toContain('gelbgold.jpg')
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

  it("names the chosen variant's material, else the product's", async () => {
    const material = (html: string) => html.match(/data-testid="material"[^>]*>(.*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, '')
    expect(material(await render('de'))).toBe('Material: Gold 750')
    expect(material(await render('de', '?variant=variant_3'))).toBe('Material: Platin')
    expect(material(await render('us', '?variant=variant_3'))).toBe('Material: Platinum')
    // a variant without a material of its own: the product's
    expect(material(await render('de', '?variant=variant_2'))).toBe('Material: Gold 750')
  })

  it('speaks English with the option names and values it is given, and states customs outside the EU', async () => {
    const html = await render('ch')
    expect(html).toContain('Zölle')
    const english = await render('us')
    expect(english).toContain('Alloy')
    expect(english).toContain('Ring size')
    expect(english).toContain('Platinum')
    expect(english).toContain('customs, taxes and fees')
  })

  const vatNote = (html: string) => html.match(/data-testid="vat-note"[^>]*>(.*?)<\/span>/)?.[1]

  it('says what the price includes as the worker words it for the country, and customs only for an export', async () => {
    const de = await render('de')
    expect(vatNote(de)).toBe('inkl. 19 % MwSt.')
    expect(de).not.toContain('Zölle')
    const ch = await render('ch')
    expect(vatNote(ch)).toBe('Steuerfreie Ausfuhr, zzgl. Einfuhrabgaben')
    expect(ch).toContain('Zölle')
    expect(vatNote(await render('gb'))).toBe('Tax-free export, plus import duties')
  })

  it('shows a sale: the original price struck through, named for screen readers, and the saving', async () => {
    const variants = product.variants.map((variant) => (variant.id === 'variant_1' ? { ...variant, price: money(850), original_price: money(1000) } : variant))
    const html = (await render('de', '', { variants })).replace(/\u00a0/g, ' ')
    expect(html).toMatch(/<del[^>]*data-testid="original-price"[^>]*><span class="sr-only">Originalpreis: <\/span>1\.000,00 €<\/del>/)
    expect(html).toContain('Sie sparen 150,00 €')
    // a variant at its regular price shows neither
    const regular = await render('de', '?variant=variant_3', { variants })
    expect(regular).not.toContain('<del')
    expect(regular).not.toContain('Sie sparen')
  })

  it("names the valuables limit the country's shipping options apply, in the currency the page prices in", async () => {
    const pounds = (amount: number) => ({ amount, currency_code: 'gbp' })
    const html = await render('gb', '', {
      price: pounds(850),
      variants: product.variants.map((variant) => ({ ...variant, price: pounds(850) })),
      valuables_limit: { ...pounds(4250), operator: 'gt' },
    })
    expect(html).toContain('Goods worth up to £4,250.00 travel by parcel carrier, above that by a secure valuables transport.')
    const plain = async (changes: Partial<ProductDetail>) => (await render('de', '', changes)).replace(/\u00a0/g, ' ')
    expect(await plain({})).toContain('Bis 5.000,00 € Warenwert versenden wir mit einem Paketdienst, darüber mit einem sicheren Werttransport.')
    expect(await plain({ valuables_limit: { ...money(3000), operator: 'gt' } })).toContain('Bis 3.000,00 € Warenwert')
    // a rule from the amount on (staff chose "ab" in the back office)
    expect(await plain({ valuables_limit: { ...money(3000), operator: 'gte' } })).toContain(
      'Unter 3.000,00 € Warenwert versenden wir mit einem Paketdienst, ab 3.000,00 € mit einem sicheren Werttransport.',
    )
  })

  it('names no amount where the shop has no valuables rule for the country', async () => {
    const html = (await render('de', '', { valuables_limit: null })).replace(/\u00a0/g, ' ')
    expect(html).toContain(
      'Je nach Warenwert versenden wir mit einem Paketdienst oder einem sicheren Werttransport; welche Versandart Ihre Bestellung erhält, zeigt die Kasse.',
    )
    expect(html).not.toMatch(/Warenwert versenden wir mit einem Paketdienst, darüber/)
    expect(html).not.toContain('5.000')
  })

  it('offers a gift card without stock, size guide, wishlist or shipping promises: its form comes once the page runs', async () => {
    const html = (await render('de', '', { gift_card: true })).replace(/\u00a0/g, ' ')
    expect(html).toContain('ab 1.000,00 €')
    expect(html).toMatch(/<div data-purchase[^>]*data-hydrated="false"/)
    for (const absent of [
      'data-testid="availability"',
      'data-testid="piece-help"',
      'Kostenloser Versand.',
      'data-testid="add-to-cart"',
      'data-testid="variant-picker"',
    ])
      expect(html).not.toContain(absent)
  })
})
