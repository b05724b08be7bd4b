import { afterAll, describe, expect, it } from 'vitest'
import { admin, clientIp, fromClient, MEDUSA_URL, ok, PUBLISHABLE_KEY, readyCart, store } from './helpers'

// Promotion codes cannot be guessed: attempts are limited per cart and per client on the shop's route and on
// Medusa's own (src/api/store/carts/promotion-attempts.ts, `promotion-code` in src/api/auth/throttle.ts), and a code
// that is not running answers exactly like one that does not exist.

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase()
const email = () => `${unique('code').toLowerCase()}@example.com`
const made: { promotions: string[]; campaigns: string[] } = { promotions: [], campaigns: [] }
afterAll(async () => {
  await Promise.all(made.promotions.map((id) => admin(`/promotions/${id}`, { method: 'DELETE' })))
  await Promise.all(made.campaigns.map((id) => admin(`/campaigns/${id}`, { method: 'DELETE' })))
})

async function promotion(status: 'active' | 'draft' | 'inactive', campaign?: { starts_at: string; ends_at: string }) {
  let campaign_id: string | undefined
  if (campaign) {
    const identifier = unique('KAMPAGNE')
    const created = await ok(admin('/campaigns', { body: { name: identifier, campaign_identifier: identifier, ...campaign } }), 'campaign')
    campaign_id = created.campaign.id
    made.campaigns.push(created.campaign.id)
  }
  const body = {
    code: unique('IT'),
    type: 'standard',
    status,
    is_automatic: false,
    campaign_id,
    application_method: { type: 'percentage', target_type: 'order', allocation: 'across', value: 10 },
  }
  const { promotion } = await ok(admin('/promotions', { body }), 'promotion')
  made.promotions.push(promotion.id)
  return promotion as { id: string; code: string }
}

const shopCode = (cartId: string, code: string, ip: string) =>
  store(`/carts/${cartId}/promotion-codes?fields=id,*promotions`, { body: { code }, headers: { ...fromClient(ip), 'x-shop-locale': 'de' } })
const medusaCodes = (cartId: string, promo_codes: string[], ip: string) =>
  store(`/carts/${cartId}/promotions?fields=id,*promotions`, { body: { promo_codes }, headers: { ...fromClient(ip), 'x-shop-locale': 'en' } })

function expectTooMany(answer: { status: number; body: any }, headers: Headers | null, language: 'de' | 'en') {
  expect(answer.status).toBe(429)
  expect(answer.body.message).toMatch(
    language === 'de' ? /^Zu viele Versuche\. Bitte warten Sie 1[45] Minuten/ : /^Too many attempts\. Please wait 1[45] minutes/,
  )
  if (headers) expect(Number(headers.get('retry-after'))).toBeGreaterThan(800)
}

/** The raw answer, for its Retry-After. */
async function rawShopCode(cartId: string, code: string, ip: string) {
  const response = await fetch(`${MEDUSA_URL}/store/carts/${cartId}/promotion-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publishable-api-key': PUBLISHABLE_KEY, 'x-shop-locale': 'de', ...fromClient(ip) },
    body: JSON.stringify({ code }),
  })
  return { answer: { status: response.status, body: await response.json() }, headers: response.headers }
}

describe('promotion code attempts', () => {
  it('per cart: 40 wrong codes in a row on one cart are 10 answers and then 429 with Retry-After, from any client', async () => {
    const cart = await readyCart(email())
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await shopCode(cart.id, unique('FALSCH'), clientIp())).status)
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(30).fill(429)])
    const { answer, headers } = await rawShopCode(cart.id, unique('FALSCH'), clientIp())
    expectTooMany(answer, headers, 'de')
    // Medusa's own route counts on the same cart
    expectTooMany(await medusaCodes(cart.id, [unique('FALSCH')], clientIp()), null, 'en')
  })

  it("per client: thirty codes on as many carts, then 429 on a fresh cart too; Medusa's route and a cart update count", async () => {
    const ip = clientIp()
    const carts = await Promise.all([readyCart(email()), readyCart(email()), readyCart(email()), readyCart(email())])
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await shopCode(carts[0]!.id, unique('FALSCH'), ip)).status)
    // several codes at once count each: 5 + 5
    for (let i = 0; i < 2; i++)
      statuses.push(
        (
          await medusaCodes(
            carts[1]!.id,
            [1, 2, 3, 4, 5].map(() => unique('FALSCH')),
            ip,
          )
        ).status,
      )
    for (let i = 0; i < 10; i++)
      statuses.push((await store(`/carts/${carts[2]!.id}`, { body: { promo_codes: [unique('FALSCH')] }, headers: fromClient(ip) })).status)
    expect(statuses).toEqual([...Array(10).fill(200), 400, 400, ...Array(10).fill(400)])
    expectTooMany(await shopCode(carts[3]!.id, unique('FALSCH'), ip), null, 'de')
    // another client is not affected
    expect((await shopCode(carts[3]!.id, unique('FALSCH'), clientIp())).status).toBe(200)
  })

  it('answers a code that is not running exactly like an unknown one, on both routes', async () => {
    const day = 24 * 3600 * 1000
    const running = await promotion('active')
    const idle = [
      await promotion('draft'),
      await promotion('inactive'),
      await promotion('active', { starts_at: new Date(Date.now() - 10 * day).toISOString(), ends_at: new Date(Date.now() - day).toISOString() }),
      await promotion('active', { starts_at: new Date(Date.now() + day).toISOString(), ends_at: new Date(Date.now() + 10 * day).toISOString() }),
    ]
    const unknown = unique('GIBT-ES-NICHT')
    const cart = await readyCart(email())
    const unknownAnswer = await shopCode(cart.id, unknown.toLowerCase(), clientIp())
    expect(unknownAnswer.body.refused).toEqual({ code: unknown.toLowerCase(), reason: 'unknown' })
    for (const promotion of idle) {
      const typed = promotion.code.toLowerCase()
      const answer = await shopCode(cart.id, typed, clientIp())
      expect(answer.status).toBe(200)
      // the code as typed, never its stored spelling
      expect(answer.body.refused).toEqual({ code: typed, reason: 'unknown' })
      expect(answer.body.cart.promotions).toEqual([])
    }
    const other = await readyCart(email())
    const medusaUnknown = await medusaCodes(other.id, [unknown], clientIp())
    expect(medusaUnknown.status).toBe(400)
    for (const promotion of idle.slice(0, 2)) {
      const answer = await medusaCodes(other.id, [promotion.code], clientIp())
      expect(answer).toEqual({ status: 400, body: { ...medusaUnknown.body, message: `The promotion code ${promotion.code} is invalid` } })
    }
    expect(medusaUnknown.body.message).toBe(`The promotion code ${unknown} is invalid`)
    // a running code still goes on the cart
    const applied = await shopCode(other.id, running.code.toLowerCase(), clientIp())
    expect(applied.body.refused).toBeNull()
    expect(applied.body.cart.promotions.map((entry: { code: string }) => entry.code)).toEqual([running.code])
  })
})
