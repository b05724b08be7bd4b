import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type MetadataKind, SHOPPER_METADATA } from '../src/rules/shopper-metadata'
import { notesOf } from '../src/rules/staff-notes'
import { admin, call, eventually, fromClient, ok, readyCart, sql, store } from './helpers'

// Data the shop trusts (staff notes, customer numbers, the migration flag, anything on invoices) is never where the
// store API lets a shopper write: store routes take only the storefront's own metadata keys
// (src/shop/shopper-metadata.ts), and a cart hands its order nothing else.

const PASSWORD = 'Werkstatt-1995!'
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
const NOTE = { id: 'n1', text: 'Zahlung ist eingegangen, bitte sofort versenden', author: 'Geschäftsführung', at: new Date().toISOString() }
const ADDRESS = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
const GERMAN = { 'x-shop-locale': 'de' }
const REFUSED = /^(Diese Angaben nimmt der Shop nicht an|The shop does not accept these details): /

/** A customer account as the storefront's registration makes one; its signed-in token. */
async function customerAccount(email = unique('kunde')) {
  const { token } = await ok(
    call<{ token: string }>('/auth/customer/emailpass/register', { body: { email, password: PASSWORD }, headers: fromClient() }),
    'customer identity',
  )
  return { email, registration: token as string }
}
async function signedIn(email: string) {
  return (await ok(call<{ token: string }>('/auth/customer/emailpass', { body: { email, password: PASSWORD }, headers: fromClient() }), 'sign-in'))
    .token as string
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function completed(cartId: string) {
  const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cartId } }), 'payment collection')
  await ok(
    store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: 'pp_bank-transfer_bank-transfer' } }),
    'payment session',
  )
  const done = await ok(store(`/carts/${cartId}/complete`, { method: 'POST' }), 'complete')
  expect(done.type).toBe('order')
  return done.order.id as string
}
const orderMetadata = async (orderId: string) =>
  (await ok(admin(`/orders/${orderId}?fields=id,metadata`), 'order')).order.metadata as Record<string, unknown> | null

describe('shopper-written metadata is never read as trusted data', () => {
  it("refuses a staff note in a cart's metadata, and the order staff see has none", async () => {
    const cart = await readyCart(unique('notiz'))
    const answer = await store(`/carts/${cart.id}`, { body: { metadata: { staff_notes: [NOTE] } }, headers: GERMAN })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Diese Angaben nimmt der Shop nicht an: metadata.staff_notes.')
    // the keys the storefront sends still pass
    expect((await store(`/carts/${cart.id}`, { body: { metadata: { locale: 'de', newsletter: false } } })).status).toBe(200)
    const orderId = await completed(cart.id)
    const metadata = await orderMetadata(orderId)
    expect(notesOf({ metadata })).toEqual([])
    expect(Object.keys(metadata ?? {}).sort()).toEqual(['locale', 'newsletter'])
  })

  it("clears what a cart holds beyond the storefront's keys before it becomes an order (a cart written any other way)", async () => {
    const cart = await readyCart(unique('alt'))
    await sql(`update cart set metadata = $2 where id = $1`, [cart.id, JSON.stringify({ locale: 'de', staff_notes: [NOTE], customer_number: 'K-10001' })])
    await sql(`update cart_line_item set metadata = $2 where cart_id = $1`, [cart.id, JSON.stringify({ staff_notes: [NOTE] })])
    await sql(`update cart_address set metadata = $2 where id in (select shipping_address_id from cart where id = $1)`, [
      cart.id,
      JSON.stringify({ vat_id: 'DE123456789', bank_reference: 'RE-1' }),
    ])
    const orderId = await completed(cart.id)
    const { order } = await ok(admin(`/orders/${orderId}?fields=id,metadata,*items,+items.metadata,*shipping_address`), 'order')
    expect(order.metadata).toEqual({ locale: 'de' })
    expect(notesOf(order)).toEqual([])
    for (const item of order.items) expect(item.metadata ?? {}).toEqual({})
    expect(order.shipping_address.metadata).toEqual({ vat_id: 'DE123456789' })
  })

  it('refuses a chosen customer number and migration flag at registration; the subscriber numbers the account', async () => {
    const { email, registration } = await customerAccount()
    const chosen = await store('/customers', {
      body: { email, first_name: 'Ida', last_name: 'Kundin', metadata: { customer_number: 'K-10001', needs_password_reset: true } },
      headers: bearer(registration),
    })
    expect(chosen.status).toBe(400)
    expect(chosen.body.message).toMatch(/customer_number/)
    expect(chosen.body.message).toMatch(/needs_password_reset/)
    const { customer } = await ok(store('/customers', { body: { email, first_name: 'Ida', last_name: 'Kundin' }, headers: bearer(registration) }), 'customer')
    const number = await eventually(
      async () => {
        const [row] = await sql<{ metadata: Record<string, unknown> | null }>('select metadata from customer where id = $1', [customer.id])
        return typeof row?.metadata?.customer_number === 'string' ? row.metadata.customer_number : undefined
      },
      { what: 'the customer number' },
    )
    expect(number).toMatch(/^K-\d+$/)
    expect(number).not.toBe('K-10001')

    // the signed-in customer can neither change nor remove it, nor flag the account; the wishlist passes
    const token = await signedIn(email)
    for (const metadata of [
      { customer_number: 'K-1' },
      { customer_number: '' },
      { needs_password_reset: true },
      { wishlist: [], migrated_from: 'shop-2015' },
    ]) {
      expect((await store('/customers/me', { body: { metadata }, headers: bearer(token) })).status).toBe(400)
    }
    expect((await store('/customers/me', { body: { metadata: { wishlist: [{ id: 'prod_x' }] } }, headers: bearer(token) })).status).toBe(200)
    const [row] = await sql<{ metadata: Record<string, unknown> }>('select metadata from customer where id = $1', [customer.id])
    expect(row.metadata).toEqual({ customer_number: number, wishlist: [{ id: 'prod_x' }] })
  })
})

/** Keys and values a shopper might send: the trusted ones, the storefront's own (any shape), anything at all. */
const TRUSTED = ['staff_notes', 'customer_number', 'needs_password_reset', 'migrated_from', 'bank_reference', 'invoice_number', 'payment_reference']
const ALLOWED = [...new Set(Object.values(SHOPPER_METADATA).flatMap((keys) => Object.keys(keys)))]
const metadataBody = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom(...TRUSTED),
      fc.constantFrom(...ALLOWED),
      fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !key.includes('\u0000')),
    ),
    fc.oneof(fc.constant([NOTE]), fc.constantFrom('K-10001', true, 'de', 'Frau', ''), fc.jsonValue({ maxDepth: 2 })),
    { maxKeys: 4 },
  )
  .filter((metadata) => !JSON.stringify(metadata).includes('\\u0000')) // a NUL is refused before anything else (refuse-nul.ts)

describe('any metadata through every store route that takes one (property)', () => {
  it("never leaves a key of its own beside the storefront's on a cart, line, address, customer or order", async () => {
    const cart = await readyCart(unique('eigenschaft'))
    const { email, registration } = await customerAccount(unique('eigenschaft'))
    const { customer } = await ok(store('/customers', { body: { email, first_name: 'Ida', last_name: 'Kundin' }, headers: bearer(registration) }), 'customer')
    const token = await signedIn(email)
    const { address } = await (async () => {
      const answer = await ok(
        store('/customers/me/addresses', {
          body: { first_name: 'Ida', last_name: 'Kundin', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' },
          headers: bearer(token),
        }),
        'address',
      )
      return { address: answer.customer.addresses[0] as { id: string } }
    })()
    const [line] = await sql<{ id: string; variant_id: string }>('select id, variant_id from cart_line_item where cart_id = $1 and deleted_at is null', [
      cart.id,
    ])

    type Route = { name: string; send: (metadata: Record<string, unknown>) => Promise<{ status: number; body: any }> }
    const routes: Route[] = [
      { name: 'cart create', send: (metadata) => store('/carts', { body: { region_id: undefined, metadata } }) },
      { name: 'cart update', send: (metadata) => store(`/carts/${cart.id}`, { body: { metadata } }) },
      { name: 'cart address', send: (metadata) => store(`/carts/${cart.id}`, { body: { shipping_address: { ...ADDRESS, metadata } } }) },
      { name: 'line add', send: (metadata) => store(`/carts/${cart.id}/line-items`, { body: { variant_id: line.variant_id, quantity: 1, metadata } }) },
      { name: 'line update', send: (metadata) => store(`/carts/${cart.id}/line-items/${line.id}`, { body: { quantity: 1, metadata } }) },
      {
        name: 'customer create',
        send: (metadata) => store('/customers', { body: { email, first_name: 'Ida', last_name: 'Kundin', metadata }, headers: bearer(registration) }),
      },
      { name: 'customer update', send: (metadata) => store('/customers/me', { body: { metadata }, headers: bearer(token) }) },
      {
        name: 'address create',
        send: (metadata) =>
          store('/customers/me/addresses', {
            body: { first_name: 'Ida', last_name: 'Kundin', address_1: 'Goldgasse 2', city: 'Pforzheim', postal_code: '75175', country_code: 'de', metadata },
            headers: bearer(token),
          }),
      },
      { name: 'address update', send: (metadata) => store(`/customers/me/addresses/${address.id}`, { body: { metadata }, headers: bearer(token) }) },
    ]

    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), metadataBody, async (route, metadata) => {
        const answer = await route.send(metadata)
        expect(answer.status, `${route.name}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500)
        if (Object.keys(metadata).some((key) => !ALLOWED.includes(key))) {
          expect(answer.status, route.name).toBe(400)
          expect(answer.body.message).toMatch(REFUSED)
        }
      }),
      { numRuns: 60 },
    )

    // what is stored holds the storefront's keys only
    const allowed = (kind: MetadataKind) => Object.keys(SHOPPER_METADATA[kind])
    const within = (rows: { metadata: Record<string, unknown> | null }[], kind: MetadataKind) => {
      for (const row of rows) for (const key of Object.keys(row.metadata ?? {})) expect(allowed(kind), `${kind}: ${key}`).toContain(key)
    }
    within(await sql('select metadata from cart where id = $1', [cart.id]), 'cart')
    within(await sql('select metadata from cart_line_item where cart_id = $1', [cart.id]), 'line_item')
    within(await sql('select metadata from cart_address where id in (select shipping_address_id from cart where id = $1)', [cart.id]), 'address')
    within(await sql('select metadata from customer_address where customer_id = $1', [customer.id]), 'address')
    const [stored] = await sql<{ metadata: Record<string, unknown> | null }>('select metadata from customer where id = $1', [customer.id])
    expect(Object.keys(stored.metadata ?? {}).filter((key) => key !== 'customer_number' && key !== 'wishlist')).toEqual([])
    expect(stored.metadata?.customer_number).toMatch(/^K-\d+$/)
    expect(stored.metadata?.customer_number).not.toBe('K-10001')

    // and the order staff see (address and line changes dropped the cart's shipping: chosen again, as the checkout does)
    const { shipping_options } = await ok(store(`/shipping-options?cart_id=${cart.id}`), 'shipping options')
    await ok(store(`/carts/${cart.id}/shipping-methods`, { body: { option_id: shipping_options[0].id } }), 'shipping method')
    const orderId = await completed(cart.id)
    const metadata = await orderMetadata(orderId)
    expect(notesOf({ metadata })).toEqual([])
    for (const key of Object.keys(metadata ?? {})) expect(allowed('cart')).toContain(key)
  })
})
