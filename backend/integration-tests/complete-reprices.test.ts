import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, ok, ownProduct, store } from './helpers'

const FIELDS = 'fields=id,total,discount_total,completed_at,*items,*promotions,*payment_collection,*payment_collection.payment_sessions'
const BANK_TRANSFER = 'pp_bank-transfer_bank-transfer'
const ADDRESS = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }

type Cart = {
  id: string
  total: number
  discount_total: number
  completed_at: string | null
  promotions: ({ code: string } | null)[]
  payment_collection: { amount: number; payment_sessions: unknown[] } | null
}

/**
 * POST /store/carts/:id/complete re-prices the cart on the server (src/api/store/carts/reprice-at-completion.ts):
 * whatever the browser did or did not call before, an order is placed only at the total the shop asks now. And a
 * promotion that was deleted or no longer runs leaves the cart on its next read
 * (src/api/store/carts/withdraw-ended-promotions.ts).
 */
describe('completing a cart whose prices or promotions changed under it', () => {
  const suffix = Date.now().toString(36).toUpperCase()
  let product: Awaited<ReturnType<typeof ownProduct>> | undefined
  let variantId = ''
  let regionId = ''
  const promotionIds: string[] = []
  const campaignIds: string[] = []
  const orderIds: string[] = []

  beforeAll(async () => {
    const { regions } = await ok(store('/regions?fields=id,*countries'), 'regions')
    regionId = regions.find((r: { countries: { iso_2: string }[] }) => r.countries.some((c) => c.iso_2 === 'de')).id
    product = await ownProduct(`Abschlussprobe ${suffix}`, 1000)
    variantId = product.variantId
  })
  afterAll(async () => {
    for (const id of orderIds) await admin(`/orders/${id}/cancel`, { body: {} })
    for (const id of promotionIds) await admin(`/promotions/${id}`, { method: 'DELETE' })
    for (const id of campaignIds) await admin(`/campaigns/${id}`, { method: 'DELETE' })
    await product?.remove()
  })

  // the price the product has now (made at 1000): a test asks for its price, and only a different one is set
  let price = 1000
  const setPrice = async (amount: number) => {
    if (amount === price) return
    await product!.setPrice(amount)
    price = amount
  }
  /** 20 % off the items, optionally in a campaign. */
  const newPromotion = async (name: string, campaignId?: string) => {
    const code = `ABSCHLUSS-${name}-${suffix}`
    const { promotion } = await ok(
      admin('/promotions', {
        body: {
          code,
          type: 'standard',
          status: 'active',
          is_automatic: false,
          ...(campaignId ? { campaign_id: campaignId } : {}),
          application_method: { type: 'percentage', target_type: 'items', allocation: 'across', value: 20 },
        },
      }),
      'promotion',
    )
    promotionIds.push(promotion.id)
    return { id: promotion.id as string, code }
  }
  const cartOf = async (id: string) => (await ok(store(`/carts/${id}?${FIELDS}`), 'cart')).cart as Cart
  const pay = async (cartId: string) => {
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cartId } }), 'payment collection')
    await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: BANK_TRANSFER } }), 'payment session')
  }
  // the carts are alike (the German region, the same piece and address): the first one's shipping options serve all
  let shippingOption: Promise<string> | undefined
  const shippingOptionOf = (cartId: string) =>
    (shippingOption ??= ok(store(`/shipping-options?cart_id=${cartId}`), 'shipping options').then(({ shipping_options }) => shipping_options[0].id as string))
  /** A cart ready to be completed: one piece, address, shipping, a bank transfer session; with the code applied. */
  const readyCart = async (code?: string) => {
    // the piece and the addresses in the call that makes the cart, as the store API allows
    const { cart } = await ok(
      store('/carts', {
        body: {
          region_id: regionId,
          email: `abschluss-${Date.now()}@example.de`,
          items: [{ variant_id: variantId, quantity: 1 }],
          shipping_address: ADDRESS,
          billing_address: ADDRESS,
        },
      }),
      'cart',
    )
    await ok(store(`/carts/${cart.id}/shipping-methods`, { body: { option_id: await shippingOptionOf(cart.id) } }), 'shipping method')
    if (code) await ok(store(`/carts/${cart.id}/promotions`, { body: { promo_codes: [code] } }), 'promotion')
    await pay(cart.id)
    return cartOf(cart.id)
  }
  /** POST /complete, with the total the checkout says the shopper confirmed when given. */
  const complete = (cartId: string, confirmed?: string) =>
    store(`/carts/${cartId}/complete`, { method: 'POST', ...(confirmed === undefined ? {} : { headers: { 'x-confirmed-total': confirmed } }) })

  /** A completion that placed its order at `total` (cancelled after the file). */
  async function placedAt(answer: ReturnType<typeof complete>, total: number) {
    const placed = await ok(answer, 'complete')
    expect(placed.type).toBe('order')
    orderIds.push(placed.order.id)
    expect(placed.order.total).toBe(total)
    return placed.order as { id: string; metadata?: Record<string, unknown> | null }
  }

  /** The refusal of a completion at a total the shop no longer asks, the cart left usable, and the order placed once confirmed. */
  async function refusedThenPlaced(confirmed: Cart) {
    const refused = await complete(confirmed.id)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ type: 'not_allowed', code: 'total_changed', total: { before: confirmed.total } })
    expect(refused.body.message).toEqual(expect.any(String))
    const now = await cartOf(confirmed.id)
    expect(now.completed_at).toBeNull()
    expect(refused.body.total.after).toBe(now.total)
    expect(refused.body.cart.total).toBe(now.total)
    expect(now.total).not.toBe(confirmed.total)
    // the payment for the old amount is gone; the collection asks the new one
    expect(now.payment_collection?.amount).toBe(now.total)
    expect(now.payment_collection?.payment_sessions).toEqual([])

    await pay(confirmed.id)
    await placedAt(complete(confirmed.id), now.total)
    return { refused: refused.body, now }
  }

  it('a code whose campaign ended between applying and completing: no order at the old discount, the new totals answered', async () => {
    const started = new Date(Date.now() - 86_400_000).toISOString()
    const { campaign } = await ok(
      admin('/campaigns', {
        body: {
          name: `Abschluss ${suffix}`,
          campaign_identifier: `ABSCHLUSS-${suffix}`,
          starts_at: started,
          ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        },
      }),
      'campaign',
    )
    campaignIds.push(campaign.id)
    const { code } = await newPromotion('KAMPAGNE', campaign.id)
    await setPrice(1000)
    const confirmed = await readyCart(code)
    expect(confirmed.discount_total).toBeGreaterThan(0)
    await ok(admin(`/campaigns/${campaign.id}`, { body: { ends_at: new Date(Date.now() - 1000).toISOString() } }), 'campaign ended')

    const { now } = await refusedThenPlaced(confirmed)
    expect(now.discount_total).toBe(0)
    expect(now.total).toBeGreaterThan(confirmed.total)
  })

  it('a promotion staff deactivated between applying and completing: the same', async () => {
    const { id, code } = await newPromotion('AUS')
    await setPrice(1000)
    const confirmed = await readyCart(code)
    expect(confirmed.discount_total).toBeGreaterThan(0)
    await ok(admin(`/promotions/${id}`, { body: { status: 'inactive' } }), 'deactivated')

    const { now, refused } = await refusedThenPlaced(confirmed)
    expect(now.discount_total).toBe(0)
    expect(refused.cart.promotions).toEqual([])
  })

  it('a price staff raised between adding and completing: the same', async () => {
    await setPrice(1000)
    const confirmed = await readyCart()
    await setPrice(1100)

    const { now } = await refusedThenPlaced(confirmed)
    expect(now.total - confirmed.total).toBeCloseTo(100, 2)
  })

  it('a sale price list that ended between adding and completing: the same, at the price without the sale', async () => {
    await setPrice(1000)
    const { price_list } = await ok(
      admin('/price-lists', {
        body: {
          title: `Abschluss-Sale ${suffix}`,
          description: 'Nur für den Test',
          type: 'sale',
          status: 'active',
          starts_at: new Date(Date.now() - 86_400_000).toISOString(),
          ends_at: new Date(Date.now() + 86_400_000).toISOString(),
          prices: [{ variant_id: variantId, currency_code: 'eur', amount: 800 }],
        },
      }),
      'sale',
    )
    try {
      const confirmed = await readyCart()
      await ok(admin(`/price-lists/${price_list.id}`, { body: { ends_at: new Date(Date.now() - 1000).toISOString() } }), 'sale ended')

      const { now } = await refusedThenPlaced(confirmed)
      expect(now.total - confirmed.total).toBeCloseTo(200, 2)
    } finally {
      await admin(`/price-lists/${price_list.id}`, { method: 'DELETE' })
    }
  })

  it('a cart whose total did not change completes at once, its payment session kept', async () => {
    await setPrice(1000)
    const confirmed = await readyCart()
    await placedAt(complete(confirmed.id), confirmed.total)
  })

  it('the total the checkout confirmed can only refuse an order: any other amount is a 409 without an order, junk is ignored', async () => {
    await setPrice(1000)
    const cart = await readyCart()
    await fc.assert(
      fc.asyncProperty(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((amount) => Math.abs(amount - cart.total) >= 0.005),
        fc.constantFrom(
          (amount: number) => String(amount),
          (amount: number) => amount.toExponential(),
          (amount: number) => ` ${amount} `,
        ),
        async (claimed, spelt) => {
          const answer = await complete(cart.id, spelt(claimed))
          expect(answer.status).toBe(409)
          expect(answer.body).toMatchObject({ code: 'total_changed', total: { after: cart.total } })
        },
      ),
      { numRuns: 8 },
    )
    expect((await cartOf(cart.id)).completed_at).toBeNull()
    // what is no amount is no confirmation: the cart's own total decides, as without the header
    await placedAt(complete(cart.id, 'zwölfhundert'), cart.total)
  })

  it('a cart completed at the total the checkout confirmed', async () => {
    await setPrice(1000)
    const cart = await readyCart()
    await placedAt(complete(cart.id, String(cart.total)), cart.total)
  })

  it("a promotion staff deleted is gone from the cart on its next read, named for the shopper's notice on every read", async () => {
    const { id, code } = await newPromotion('WEG')
    await setPrice(1000)
    const applied = await readyCart(code)
    expect(applied.discount_total).toBeGreaterThan(0)
    expect((await admin(`/promotions/${id}`, { method: 'DELETE' })).status).toBe(200)

    const read = await ok(store(`/carts/${applied.id}?${FIELDS}`), 'cart read')
    expect(read.withdrawn_promotions).toEqual([{ code, at: expect.any(String) }])
    expect(Date.now() - Date.parse(read.withdrawn_promotions[0].at)).toBeLessThan(60_000)
    expect(read.cart.promotions).toEqual([])
    expect(read.cart.discount_total).toBe(0)
    expect(read.cart.total).toBeGreaterThan(applied.total)
    expect(read.cart.payment_collection.amount).toBe(read.cart.total)
    // a read whose answer was lost (another tab's, a request sent again) leaves the notice to the next one
    const again = await ok(store(`/carts/${applied.id}?${FIELDS}`), 'cart read again')
    expect(again.withdrawn_promotions).toEqual(read.withdrawn_promotions)
    expect(again.cart.total).toBe(read.cart.total)
    // the remembered withdrawal is the back end's own: no order inherits it
    await pay(again.cart.id)
    const order = await placedAt(complete(again.cart.id, String(again.cart.total)), again.cart.total)
    expect(order.metadata?.withdrawn_promotions).toBeUndefined()
  })
})
