import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi } from '../../e2e/admin-staff'
import { unlimitedVariant } from '../../e2e/cart-fixture'
import { call, json, placeOrder, registerCustomer, type Session, uniqueEmail } from '../../e2e/customer-fixture'

// A cart's customer, against the real stack through the worker's pass-through: the signed-in session decides it,
// never an address typed into the cart. A group member's address on a guest cart gets no group price and shows no
// account; a cart of an account is nobody else's to take.

const REGULAR = 10
const MEMBER = 4

type Cart = { id: string; email: string | null; customer_id: string | null; items: { unit_price: number }[] }

let api: AdminApi
let key: string
let variantId: string
let regionId: string
let groupId: string
let listId: string
let member: Session
let other: Session

const stamp = Date.now().toString(36)

beforeAll(async () => {
  api = await adminApi()
  ;({ publishableKey: key, variantId } = await unlimitedVariant())
  const { regions } = await json<{ regions: { id: string; countries: { iso_2: string }[] }[] }>(call('/store/regions?fields=id,*countries', { key }))
  regionId = regions.find((region) => region.countries.some((country) => country.iso_2 === 'de'))!.id
  ;({
    customer_group: { id: groupId },
  } = await api.admin.customerGroup.create({ name: `Warenkorb-Kundschaft ${stamp}` }))
  ;[member, other] = await Promise.all([registerCustomer('warenkorb-mitglied'), registerCustomer('warenkorb-andere')])
  await api.admin.customerGroup.batchCustomers(groupId, { add: [member.customerId] })
  ;({
    price_list: { id: listId },
  } = await api.admin.priceList.create({
    title: `Prüfliste Warenkorb-Kunde ${stamp}`,
    description: 'Ein Gruppenpreis der automatischen Tests',
    type: 'sale' as never,
    status: 'active' as never,
    rules: { 'customer.groups.id': [groupId] },
    prices: [{ currency_code: 'eur', amount: MEMBER, variant_id: variantId }],
  }))
})

afterAll(async () => {
  if (listId) await api.admin.priceList.delete(listId).catch(() => undefined)
  if (groupId) await api.admin.customerGroup.delete(groupId).catch(() => undefined)
})

const item = () => [{ variant_id: variantId, quantity: 1 }]
const newCart = (body: Record<string, unknown>, session?: Session) =>
  json<{ cart: Cart }>(call('/store/carts', { key, cookie: session?.cookie, body: { region_id: regionId, ...body } })).then((answer) => answer.cart)
const cartCall = (id: string, path: string, body: unknown, session?: Session) =>
  call(`/store/carts/${id}${path}`, { key, cookie: session?.cookie, method: 'POST', body })

/** The answer with every id, e-mail and time replaced by a placeholder: what remains must not tell two addresses apart. */
function shape(value: unknown, emails: string[]): unknown {
  if (Array.isArray(value)) return value.map((entry) => shape(entry, emails))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, shape(entry, emails)]))
  if (typeof value !== 'string') return value
  if (emails.includes(value.toLowerCase())) return '<e-mail>'
  if (/^[a-z]+_[0-9A-Z]{26}$/.test(value)) return '<id>'
  if (/^\d{4}-\d\d-\d\dT/.test(value)) return '<time>'
  return value
}

describe("a guest cart with a group member's address", () => {
  it('is created at the normal price, for no account, answered exactly as for an unknown address', async () => {
    const known = await newCart({ email: member.email, items: item() })
    expect(known.items[0]!.unit_price).toBe(REGULAR)
    expect(known.customer_id).not.toBe(member.customerId)
    const unknownEmail = uniqueEmail('warenkorb-unbekannt')
    const unknown = await newCart({ email: unknownEmail, items: item() })
    expect(shape(known, [member.email, unknownEmail])).toEqual(shape(unknown, [member.email, unknownEmail]))
  })

  it('keeps the normal price when the address is set after the items and the checkout refreshes the cart', async () => {
    const { id } = await newCart({ items: item() })
    const { cart: updated } = await json<{ cart: Cart }>(cartCall(id, '', { email: member.email }))
    expect(updated.customer_id).not.toBe(member.customerId)
    const { cart: refreshed } = await json<{ cart: Cart }>(cartCall(id, '/refresh', undefined))
    expect(refreshed.items[0]!.unit_price).toBe(REGULAR)
    expect(refreshed.customer_id).not.toBe(member.customerId)
  })

  it('is never the account, however the address is spelt', async () => {
    const spelling = fc.array(fc.boolean(), { minLength: member.email.length, maxLength: member.email.length })
    await fc.assert(
      fc.asyncProperty(spelling, async (upper) => {
        const email = [...member.email].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('')
        const cart = await newCart({ email, items: item() })
        expect([cart.customer_id, cart.items[0]!.unit_price]).not.toEqual([member.customerId, MEMBER])
        expect(cart.items[0]!.unit_price).toBe(REGULAR)
      }),
      { numRuns: 6 },
    )
  })

  it('completed as a guest, places a guest order at the normal price', async () => {
    const order = await placeOrder(null, { email: member.email })
    const { order: placed } = await json<{ order: { customer_id: string | null; items: { unit_price: number }[] } }>(
      call(`/store/orders/${order.id}?fields=customer_id,*items`, { key }),
    )
    expect(placed.items[0]!.unit_price).toBe(REGULAR)
    expect(placed.customer_id).not.toBe(member.customerId)
  })

  it('leaves the group price to the member signed in', async () => {
    const cart = await newCart({ email: member.email, items: item() }, member)
    expect([cart.customer_id, cart.items[0]!.unit_price]).toEqual([member.customerId, MEMBER])
    const { cart: refreshed } = await json<{ cart: Cart }>(cartCall(cart.id, '/refresh', undefined, member))
    expect([refreshed.customer_id, refreshed.items[0]!.unit_price]).toEqual([member.customerId, MEMBER])
  })
})

describe("a customer's cart", () => {
  it('is read, changed and taken over by nobody else, signed in or not; a guest cart by whoever signs in', async () => {
    const mine = await newCart({ items: item() }, member)
    const taken = await cartCall(mine.id, '/customer', undefined, other)
    expect(taken.status).toBe(403)
    expect(((await taken.json()) as { message: string }).message).toMatch(/belongs to a customer account/)
    expect((await cartCall(mine.id, '', { email: other.email })).status).toBe(403)
    expect((await cartCall(mine.id, '/line-items', item()[0], other)).status).toBe(403)
    expect((await call(`/store/carts/${mine.id}`, { key, cookie: other.cookie })).status).toBe(404)
    expect((await call(`/store/carts/${mine.id}`, { key })).status).toBe(404)
    const { cart: still } = await json<{ cart: Cart }>(call(`/store/carts/${mine.id}`, { key, cookie: member.cookie }))
    expect([still.customer_id, still.email, still.items.length]).toEqual([member.customerId, member.email, 1])

    const guest = await newCart({ items: item() })
    const { cart: adopted } = await json<{ cart: Cart }>(cartCall(guest.id, '/customer', undefined, other))
    expect(adopted.customer_id).toBe(other.customerId)
  })
})
