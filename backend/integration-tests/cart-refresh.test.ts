import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, ok, ownProduct, store } from './helpers'

const FIELDS = 'fields=id,total,completed_at,*items'

/**
 * POST /store/carts/:id/refresh (src/api/store/carts/[id]/refresh): the cart priced as the shop prices it now.
 * Medusa keeps a line's price from when it was added; the checkout asks this before completing an order.
 */
describe('POST /store/carts/:id/refresh', () => {
  let product: Awaited<ReturnType<typeof ownProduct>> | undefined
  let variantId = ''
  let regionId = ''

  beforeAll(async () => {
    const { regions } = await ok(store('/regions?fields=id,*countries'), 'regions')
    regionId = regions.find((r: { countries: { iso_2: string }[] }) => r.countries.some((c) => c.iso_2 === 'de')).id
    product = await ownProduct(`Preisprobe ${Date.now().toString(36)}`, 1200)
    variantId = product.variantId
  })
  afterAll(async () => {
    await product?.remove()
  })

  const newCart = async () => {
    const { cart } = await ok(store('/carts', { body: { region_id: regionId, email: `preisprobe-${Date.now()}@example.de` } }), 'cart')
    await ok(store(`/carts/${cart.id}/line-items`, { body: { variant_id: variantId, quantity: 1 } }), 'line item')
    return cart.id as string
  }
  const setPrice = (amount: number) => product!.setPrice(amount)

  it("answers the cart with today's prices, where Medusa's own cart keeps the price of when the piece was added", async () => {
    await setPrice(1200)
    const cartId = await newCart()
    expect((await ok(store(`/carts/${cartId}/refresh?${FIELDS}`, { method: 'POST' }), 'refresh')).cart.total).toBe(1200)
    await setPrice(1250)
    expect((await ok(store(`/carts/${cartId}?${FIELDS}`), 'cart')).cart.total).toBe(1200)
    const { cart } = await ok(store(`/carts/${cartId}/refresh?${FIELDS}`, { method: 'POST' }), 'refresh')
    expect(cart.items.map((item: { unit_price: number }) => item.unit_price)).toEqual([1250])
    expect(cart.total).toBe(1250)
    expect((await ok(store(`/carts/${cartId}?${FIELDS}`), 'cart')).cart.total).toBe(1250)
  })

  it('answers a completed cart as it is, so a repeated “place order” still reaches its order', async () => {
    await setPrice(1200)
    const cartId = await newCart()
    const address = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
    await ok(store(`/carts/${cartId}`, { body: { shipping_address: address, billing_address: address } }), 'address')
    const { shipping_options } = await ok(store(`/shipping-options?cart_id=${cartId}`), 'shipping options')
    await ok(store(`/carts/${cartId}/shipping-methods`, { body: { option_id: shipping_options[0].id } }), 'shipping method')
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cartId } }), 'payment collection')
    await ok(
      store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: 'pp_bank-transfer_bank-transfer' } }),
      'payment session',
    )
    const completed = await ok(store(`/carts/${cartId}/complete`, { method: 'POST' }), 'complete')
    expect(completed.type).toBe('order')

    await setPrice(1300)
    const { cart } = await ok(store(`/carts/${cartId}/refresh?${FIELDS}`, { method: 'POST' }), 'refresh')
    expect(cart.completed_at).toBeTruthy()
    expect(cart.total).toBe(1200)
    await admin(`/orders/${completed.order.id}/cancel`, { body: {} })
  })

  it('answers an unknown cart with 404 and a message, and needs the publishable key', async () => {
    const missing = await store('/carts/cart_01UNKNOWN/refresh', { method: 'POST' })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toContain('not found')
    const keyless = await store('/carts/cart_01UNKNOWN/refresh', { method: 'POST', headers: { 'x-publishable-api-key': '' } })
    expect(keyless.status).toBe(400)
  })
})
