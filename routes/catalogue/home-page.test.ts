import { createStore } from 'jotai'
import { createElement } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { keysShownIn, textsFor } from '../../i18n/dictionaries'
import { partsOf } from '../../i18n/parts'
import type { Money, TopCategory } from '../api-types'
import { App, type AppState } from '../app'
import { BANK_TRANSFER_ONLY } from '../layout/load-layout'
import { routes } from '../table'
import type { CardProduct } from './card'
import type { HomeData } from './home-load'
import HomePage from './home-page'

const product = (id: string, title: string, amount: number): CardProduct => ({
  handle: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  thumbnail: id === 'prod_2' ? null : `/medusa/static/${id}.jpg`,
  price: { amount, currency_code: 'usd' },
  collection: { handle: 'new-in', title: 'New in' },
  has_video: false,
})

// the category tiles are the layout's menu
const menu: { product_categories: TopCategory[]; functional_categories: TopCategory[] } = {
  product_categories: [{ name: 'Rings', handle: 'rings', icon: 'i-ph-circle', image: '/medusa/static/rings.jpg', category_children: [] }],
  functional_categories: [],
}

const data: HomeData = {
  sections: [
    {
      collection: { handle: 'new-in', title: 'New in', description: null },
      products: [{ ...product('prod_1', 'Solitaire Ring', 2450), price_varies: true }, product('prod_2', 'Pearl Earrings', 389.5)],
    },
  ],
}

// as the worker renders: lazy parts of the layout (footer, desktop header, error page) are waited for
async function render(state: Partial<AppState>) {
  const full: AppState = {
    route: routes.find((route) => route.id === 'home')!,
    params: {},
    url: new URL('https://shop.example/us'),
    country: 'us',
    origin: 'https://shop.example',
    Page: HomePage,
    data,
    error: null,
    layout: { menu, payment: BANK_TRANSFER_ONLY, shipping_from: { amount: 49, currency_code: 'usd' } },
    ...state,
  }
  const { prelude } = await prerender(createElement(App, { state: full, store: createStore(), t: translator('en', textsFor('en', partsOf(full.route))) }))
  const html = await new Response(prelude).text()
  // the page renders with the dictionary parts the browser loads for it, and none is missing
  expect(keysShownIn(html, 'en')).toEqual([])
  return html
}

describe('home page', () => {
  it("promises the payment methods of the country's shop, in its footer too", async () => {
    const stripe = {
      providers: ['pp_bank-transfer_bank-transfer', 'pp_stripe-paypal_stripe', 'pp_stripe_stripe'],
      methods: ['bank_transfer', 'paypal', 'card'] as const,
      stripe_publishable_key: 'pk_test_1',
    }
    const all = await render({ layout: { menu, payment: { ...stripe, methods: [...stripe.methods] }, shipping_from: null } })
    expect(all).toContain('Pay by bank transfer, PayPal or credit card</li>')
    expect(all).toMatch(/data-testid="footer-payment-methods">.*Bank transfer.*PayPal.*Credit card.*<\/ul>/s)
    const bankOnly = await render({})
    expect(bankOnly).toContain('Pay by bank transfer</li>')
    expect(bankOnly).not.toMatch(/PayPal|credit card/i)
  })

  it("states the country's shipping costs as its checkout asks them, in the top bar, the promises and the footer", async () => {
    const shipping = async (shipping_from: Money | null) =>
      (await render({ layout: { menu, payment: BANK_TRANSFER_ONLY, shipping_from } })).replace(/[\u00a0\u202f]/g, ' ')
    const free = await shipping({ amount: 0, currency_code: 'usd' })
    expect(free).toContain('Free insured shipping</span>')
    expect(free).toMatch(/i-ph-truck[^>]*><\/span>Free shipping<\/li>/)
    expect(free).toMatch(/<span class="leading-snug">Free shipping<\/span>/)
    const paid = await shipping({ amount: 49, currency_code: 'usd' })
    expect(paid).toContain('Insured shipping from $49.00</span>')
    expect(paid).toMatch(/i-ph-truck[^>]*><\/span>Shipping from \$49\.00<\/li>/)
    expect(paid).toContain('<span class="leading-snug">Shipping from $49.00</span>')
    expect(paid).not.toMatch(/free shipping/i)
    // only the checkout knows: nothing is promised, the top bar names the insurance instead
    const unknown = await shipping(null)
    expect(unknown).not.toMatch(/free shipping|shipping from/i)
    expect(unknown).toContain('Every parcel is insured')
  })

  it('shows the collections with product titles, prices in the region currency and localized links', async () => {
    const html = await render({})
    expect(html).toContain('<title>Juwelier Aurelia – rings, diamonds and pearls since 1995</title>')
    expect(html).toContain('New in</h2>')
    expect(html).toContain('Solitaire Ring</h3>')
    expect(html).toContain('$2,450.00')
    expect(html).toContain('$389.50')
    expect(html).toContain('from $2,450.00')
    expect(html).toContain('href="/us/categories/rings"')
    expect(html).toMatch(/<img[^>]*srcSet="\/images\?url=\/medusa\/static\/rings.jpg[^"]*"[^>]*fetchPriority="high"/)
    expect(html).toContain('href="/us/products/solitaire-ring"')
    expect(html).toContain('href="/us/collections/new-in"')
    expect(html).toContain('srcSet="/images?url=/medusa/static/prod_1.jpg&amp;w=320&amp;q=95 320w')
    expect(html).toContain('<link rel="canonical" href="https://shop.example/us"/>')
  })

  it('shows the error page instead when the state carries an error', async () => {
    const html = await render({ error: { status: 404, path: '/us/missing' } })
    expect(html).toContain('Page Not Found: /us/missing')
    expect(html).not.toContain('Solitaire Ring')
  })
})
