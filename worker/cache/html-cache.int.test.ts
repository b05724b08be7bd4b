import { describe, expect, it } from 'vitest'
import { medusa } from '../../e2e/medusa'
import { PATIENCE_MS } from '../../e2e/patience'
import { adminCredentials, fresh, getHtml, readStored } from '../test/html'
import { WORKER_URL } from '../test/int'

// The edge cache of pages against the real stack: personal data never enters it, and a change in
// Medusa's admin reaches the page through the purge subscriber.

const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')

async function pass<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${WORKER_URL}/medusa${path}`, { ...init, headers: { 'content-type': 'application/json', origin: WORKER_URL, ...init.headers } })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

async function someProduct() {
  const { regions } = await medusa.store.region.list({ fields: 'id,*countries' })
  const germany = regions.find((region) => region.countries?.some((country) => country.iso_2 === 'de'))!
  const { products } = await medusa.store.product.list({ region_id: germany.id, fields: 'id,handle,title,*variants', limit: 5, order: '-created_at' })
  return { region: germany, product: products.find((product) => product.variants?.length)! }
}

/** A seeded piece with two in stock: the newest products are other files' (their stock sold, or deleted meanwhile). */
async function stockedVariant() {
  const { regions } = await medusa.store.region.list({ fields: 'id,*countries' })
  const germany = regions.find((region) => region.countries?.some((country) => country.iso_2 === 'de'))!
  const { products } = await medusa.store.product.list({
    region_id: germany.id,
    fields: 'id,handle,*variants,+variants.inventory_quantity,+variants.manage_inventory',
    limit: 50,
    order: 'created_at',
  })
  for (const product of products) {
    const variant = product.variants?.find((candidate) => candidate.manage_inventory && (candidate.inventory_quantity ?? 0) >= 2)
    if (variant) return { region: germany, product, variantId: variant.id }
  }
  throw new Error('no seeded piece with two in stock')
}

describe('cached HTML is nobody’s', () => {
  it('a visitor with a cart gets, and leaves, the anonymous page', async () => {
    const { region, product, variantId } = await stockedVariant()
    const { cart } = await pass<{ cart: { id: string } }>('/store/carts', { method: 'POST', body: JSON.stringify({ region_id: region.id }) })
    const { cart: filled } = await pass<{ cart: { id: string; items: unknown[] } }>(`/store/carts/${cart.id}/line-items`, {
      method: 'POST',
      body: JSON.stringify({ variant_id: variantId, quantity: 2 }),
    })
    expect(filled.items).toHaveLength(1)

    // another file's change of products, prices or shipping on this stack purges every stored page (a new generation)
    // now and then between the two reads: then the pair is read again on a page of its own
    const readTwice = async () => {
      const path = fresh(`/de/produkte/${product.handle}`)
      const withCart = await getHtml(path, { cookie: `cart_id=${cart.id}; country_code=de; locale=de` })
      return { withCart, anonymous: await getHtml(path) }
    }
    let { withCart, anonymous } = await readTwice()
    for (let again = 0; again < 3 && anonymous.headers.get('x-edge-cache') === 'MISS'; again++) ({ withCart, anonymous } = await readTwice())
    expect(withCart.status).toBe(200)
    expect(withCart.headers.get('x-edge-cache')).toBe('MISS')
    expect(withCart.html).not.toContain(cart.id)
    expect(anonymous.headers.get('x-edge-cache')).toBe('HIT')
    expect(anonymous.html).toBe(withCart.html)
    // the stored copy carries no cookie; each visitor gets the routing cookies they lack
    expect(
      anonymous.headers
        .getSetCookie()
        .map((cookie) => cookie.split('=')[0])
        .sort(),
    ).toEqual(['country_code', 'locale'])
    expect(withCart.headers.getSetCookie()).toEqual([])
  })

  it('is never used for signed-in customers', async () => {
    const path = fresh('/de/store')
    expect((await readStored(path)).headers.get('x-edge-cache')).toBe('HIT')
    expect((await getHtml(path, { cookie: 'connect.sid=s%3Asomeone' })).headers.get('x-edge-cache')).toBe('BYPASS')
  })
})

describe('cache-busting', () => {
  it('answers parameters a page does not read from the one cached copy, and never renders them into it', async () => {
    const { product } = await someProduct()
    const path = `/de/produkte/${product.handle}`
    for (let i = 0; i < 5; i++) {
      // new junk on each read: a second read of the same junk could be a copy stored by the first
      const junk = () => `cb=${crypto.randomUUID()}&utm_source=mail&${encodeURIComponent('"><script>alert(1)</script>')}=${i}&page=${i + 2}&sort=title`
      const { status, headers, html } = await readStored(path, (stored) => getHtml(`${stored}?${junk()}`))
      expect(status).toBe(200)
      expect(headers.get('x-edge-cache')).toMatch(/^(HIT|STALE)$/)
      expect(html).not.toContain('<script>alert(1)')
      expect(html).not.toContain('cb=')
    }
  })
})

describe('purge on catalogue changes', () => {
  it('shows a product title changed in the admin on the cached page', async () => {
    const { product } = await someProduct()
    const { email, password } = adminCredentials()
    const auth = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(auth.status).toBe(200)
    const { token } = (await auth.json()) as { token: string }
    const setTitle = async (title: string) => {
      const response = await fetch(`${MEDUSA_URL}/admin/products/${product.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title }),
      })
      expect(response.status).toBe(200)
    }

    const path = `/de/produkte/${product.handle}`
    const before = await readStored(path)
    expect(before.headers.get('x-edge-cache')).toBe('HIT')
    expect(before.html.includes(`>${product.title}</h1>`)).toBe(true)

    const changed = `${product.title} – Purge ${crypto.randomUUID().slice(0, 6)}`
    try {
      await setTitle(changed)
      // the subscriber purges after a short quiet time; wait for the new generation rather than a fixed delay
      const deadline = Date.now() + PATIENCE_MS
      let html = ''
      while (!html.includes(changed) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        html = (await getHtml(path)).html
      }
      expect(html.includes(`>${changed}</h1>`)).toBe(true)
    } finally {
      await setTitle(product.title!)
    }
  })
})
