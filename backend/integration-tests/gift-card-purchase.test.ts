import { describe, expect, it } from 'vitest'
import { CURRENCY_RATES } from '../src/rules/currencies'
import { GIFT_CARD_FREE_AMOUNT, GIFT_CARD_LINE, GIFT_CARD_MESSAGE_MAX } from '../src/rules/gift-cards'
import { admin, eventually, fromClient, ok, readyCart, store } from './helpers'

// The gift card a shopper buys (rules/gift-cards.ts): the seeded product, its amounts in every currency, and the one
// rule of what is sold, held by the shop's route (store/carts/[id]/gift-card-lines) and by Medusa's add and completion
// hooks whatever route a line came by — a free amount is charged exactly what the line says, never a browser's price.

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
const CART_FIELDS = 'fields=id,total,*items,+items.metadata,+items.requires_shipping,+items.is_giftcard'
const GERMAN = { 'x-shop-locale': 'de' }

type Variant = { id: string; title: string; options: { value: string }[]; prices: { currency_code: string; amount: number }[] }

async function giftCardProduct() {
  const { products } = await ok(
    admin(
      '/products?handle=geschenkgutschein&fields=id,is_giftcard,discountable,*variants,*variants.options,*variants.prices,*sales_channels,shipping_profile.id',
    ),
    'product',
  )
  expect(products).toHaveLength(1)
  const product = products[0]
  const variant = (value: string) => (product.variants as Variant[]).find((candidate) => candidate.options.some((option) => option.value === value))!
  return { product, variant }
}

async function germanCart() {
  const { regions } = await ok(store('/regions?fields=id,*countries'), 'regions')
  const region = regions.find((r: { countries: { iso_2: string }[] }) => r.countries.some((c) => c.iso_2 === 'de'))
  return (await ok(store('/carts', { body: { region_id: region.id, email: `${unique('gutschein')}@example.com`, metadata: { locale: 'de' } } }), 'cart'))
    .cart as { id: string }
}

const addCard = (cartId: string, body: Record<string, unknown>) => store(`/carts/${cartId}/gift-card-lines?${CART_FIELDS}`, { body, headers: GERMAN })

describe('the gift card a shopper buys', () => {
  it('is seeded as a gift card with 50, 100, 250, 500 and an own amount in every shop currency, mailed, not shipped', async () => {
    const { product, variant } = await giftCardProduct()
    expect(product).toMatchObject({ is_giftcard: true, discountable: false })
    expect(product.shipping_profile).toBeFalsy()
    expect(product.sales_channels.length).toBeGreaterThan(0)
    for (const [value, amount] of [
      ['50', 50],
      ['100', 100],
      ['250', 250],
      ['500', 500],
      ['Wunschbetrag', GIFT_CARD_FREE_AMOUNT.min],
    ] as const) {
      const prices = Object.fromEntries(variant(value).prices.map((price) => [price.currency_code, Number(price.amount)]))
      expect(prices, value).toEqual(Object.fromEntries(Object.keys(CURRENCY_RATES).map((currency) => [currency, amount])))
    }
  })

  it('goes into the cart with its details, an own amount charged as checked, and refuses what breaks the rule with 400', { timeout: 120_000 }, async () => {
    const { variant } = await giftCardProduct()
    const cart = await germanCart()
    const fixed = await ok(
      addCard(cart.id, {
        variant_id: variant('100').id,
        recipient_email: ' Anna@Example.com ',
        recipient_name: 'Anna',
        message: 'Alles Gute!',
        deliver_on: null,
      }),
      'fixed amount',
    )
    const line = fixed.cart.items[0]
    expect(Number(line.unit_price)).toBe(100)
    expect(line).toMatchObject({ requires_shipping: false, is_giftcard: true })
    expect(line.metadata).toEqual({
      [GIFT_CARD_LINE.recipientEmail]: 'anna@example.com',
      [GIFT_CARD_LINE.recipientName]: 'Anna',
      [GIFT_CARD_LINE.message]: 'Alles Gute!',
    })

    const own = await ok(addCard(cart.id, { variant_id: variant('Wunschbetrag').id, amount: 75 }), 'own amount')
    const ownLine = own.cart.items.find((item: { variant_id: string }) => item.variant_id === variant('Wunschbetrag').id)
    expect(Number(ownLine.unit_price)).toBe(75)
    expect(ownLine.metadata).toEqual({ [GIFT_CARD_LINE.amount]: 75 })
    expect(Number(own.cart.total)).toBe(175)

    // each refusal names its field's problem, in the visitor's language
    const refusals: [Record<string, unknown>, Record<string, string>, RegExp][] = [
      [{ variant_id: variant('Wunschbetrag').id, amount: 5000 }, { amount: 'amountRange' }, /zwischen 25 und 1\.000/],
      [{ variant_id: variant('Wunschbetrag').id, amount: 30.5 }, { amount: 'amountWhole' }, /ganzer Betrag/],
      [{ variant_id: variant('Wunschbetrag').id }, { amount: 'amountRange' }, /Wunschbetrag/],
      [{ variant_id: variant('50').id, amount: 1000 }, { amount: 'amountFixed' }, /festen Betrag/],
      [{ variant_id: variant('50').id, recipient_email: 'anna@' }, { recipientEmail: 'email' }, /E-Mail-Adresse/],
      [{ variant_id: variant('50').id, message: 'x'.repeat(GIFT_CARD_MESSAGE_MAX + 1) }, { message: 'tooLong' }, /Nachricht/],
      [{ variant_id: variant('50').id, deliver_on: '2020-01-01' }, { deliverOn: 'dayPast' }, /Vergangenheit/],
      [{ variant_id: variant('50').id, deliver_on: '2999-01-01' }, { deliverOn: 'dayTooFar' }, /ein Jahr/],
    ]
    for (const [body, errors, message] of refusals) {
      const answer = await addCard(cart.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors).toEqual(errors)
      expect(answer.body.message).toMatch(message)
    }

    // Medusa's own line-item route: an own amount has no price the shop checked (its list price would be charged)
    const plain = await store(`/carts/${cart.id}/line-items`, {
      body: { variant_id: variant('Wunschbetrag').id, quantity: 1, metadata: { [GIFT_CARD_LINE.amount]: 1000 } },
    })
    expect(plain.status).toBe(400)
    expect(plain.body.message).toMatch(/charged its amount/)
    const { cart: after } = await ok(store(`/carts/${cart.id}?${CART_FIELDS}`), 'cart')
    expect(after.items).toHaveLength(2)
  })

  it('alone in a cart needs no shipping: ordered by bank transfer without a shipping method, a card issued at the own amount', {
    timeout: 120_000,
  }, async () => {
    const { variant } = await giftCardProduct()
    const cart = await germanCart()
    await ok(addCard(cart.id, { variant_id: variant('Wunschbetrag').id, amount: 120, recipient_name: 'Anna' }), 'own amount')
    const address = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
    await ok(store(`/carts/${cart.id}`, { body: { shipping_address: address, billing_address: address } }), 'address')
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id } }), 'payment collection')
    await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: 'pp_bank-transfer_bank-transfer' } }), 'session')
    const completed = await ok(store(`/carts/${cart.id}/complete`, { method: 'POST' }), 'complete')
    expect(completed.type).toBe('order')
    const card = await eventually(
      async () =>
        (await ok(admin(`/gift-cards?reference_id=${completed.order.id}&fields=id,value,currency_code`), 'cards')).gift_cards[0] as
          | { value: number; currency_code: string }
          | undefined,
      { what: 'the gift card of the order' },
    )
    expect([Number(card.value), card.currency_code]).toEqual([120, 'eur'])
  })

  it('is not placed when its own amount was changed after it went into the cart', { timeout: 120_000 }, async () => {
    const { variant } = await giftCardProduct()
    const cart = await germanCart()
    const { cart: filled } = await ok(addCard(cart.id, { variant_id: variant('Wunschbetrag').id, amount: 30 }), 'own amount')
    // the shopper's metadata route allows the key, so the amount can be written afresh: the line still costs 30
    await ok(
      store(`/carts/${cart.id}/line-items/${filled.items[0].id}`, { body: { quantity: 1, metadata: { [GIFT_CARD_LINE.amount]: 1000 } } }),
      'amount changed',
    )
    const address = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
    await ok(store(`/carts/${cart.id}`, { body: { shipping_address: address, billing_address: address } }), 'address')
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id } }), 'payment collection')
    await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: 'pp_bank-transfer_bank-transfer' } }), 'session')
    const refused = await store(`/carts/${cart.id}/complete`, { method: 'POST' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toMatch(/charged its amount/)
  })

  it('gives back what a card paid of an order that is cancelled', { timeout: 180_000 }, async () => {
    const cart = await readyCart(`${unique('storno')}@example.com`)
    const { gift_card } = await ok(
      admin('/gift-cards', { body: { value: 50, currency_code: 'eur', note: 'Test: Storno', metadata: { issued_by_hand: true } } }),
      'issue',
    )
    const balance = async () =>
      Number((await ok(admin(`/gift-cards/${gift_card.id}?fields=id,store_credit_account.balance`), 'card')).gift_card.store_credit_account.balance)
    const applied = await ok(
      store(`/carts/${cart.id}/gift-card-codes?fields=id,total`, { body: { code: gift_card.code }, headers: { ...fromClient(), ...GERMAN } }),
      'redeem',
    )
    expect(applied.refused).toBeNull()
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id } }), 'payment collection')
    await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: 'pp_bank-transfer_bank-transfer' } }), 'session')
    const completed = await ok(store(`/carts/${cart.id}/complete`, { method: 'POST' }), 'complete')
    expect(completed.type).toBe('order')
    expect(await balance()).toBe(0)
    await ok(admin(`/orders/${completed.order.id}/cancel`, { method: 'POST' }), 'cancel')
    await eventually(async () => ((await balance()) === 50 ? true : undefined), { what: 'the card paid back' })
  })
})
