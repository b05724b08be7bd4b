import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi } from '../../e2e/admin-staff'
import { call, json, registerCustomer, type Session } from '../../e2e/customer-fixture'
import { type StockFixture, stockFixture } from '../../e2e/stock-fixture'
import type { MemberPricesResponse, ProductDetail } from '../../routes/api-types'
import { dayStart } from '../../rules/shop-days'
import { getJson, ok } from '../test/int'

// A price list limited to a customer group, against the real stack: its members get its price in their cart and on
// the product page's private price call; guests and other customers never, and no cached page shows it. A list for
// everybody reaches the cached catalogue, and leaves it as soon as it is limited to a group.

const GOLD = 'Gold 587'
const REGULAR = 4800
const SALE = 4080

let api: AdminApi
let piece: StockFixture
let groupId: string
let member: Session
let other: Session
let regionId: string
const lists: string[] = []

const stamp = Date.now().toString(36)

beforeAll(async () => {
  api = await adminApi()
  piece = await stockFixture('e2e-bestand-preisliste')
  await piece.setAvailable({ [GOLD]: 5 })
  // lists an earlier, interrupted run left behind must not price the piece
  const { price_lists } = await api.admin.priceList.list({ q: 'Prüfliste Gruppenpreis', fields: 'id' })
  for (const stale of price_lists) await api.admin.priceList.delete(stale.id)
  ;({
    customer_group: { id: groupId },
  } = await api.admin.customerGroup.create({ name: `Stammkundschaft ${stamp}` }))
  ;[member, other] = await Promise.all([registerCustomer('preisliste-mitglied'), registerCustomer('preisliste-andere')])
  await api.admin.customerGroup.batchCustomers(groupId, { add: [member.customerId] })
  const { regions } = await json<{ regions: { id: string; countries: { iso_2: string }[] }[] }>(call('/store/regions?fields=id,*countries'))
  regionId = regions.find((region) => region.countries.some((country) => country.iso_2 === 'de'))!.id
})

afterAll(async () => {
  for (const id of lists) await api.admin.priceList.delete(id).catch(() => undefined)
  if (groupId) await api.admin.customerGroup.delete(groupId).catch(() => undefined)
})

/** A sale list with one price: the piece's Gold 587 for 4,080 € instead of 4,800 €. */
async function saleList(rules: Record<string, string[]>, extra: { starts_at?: string | null } = {}) {
  const { price_list } = await api.admin.priceList.create({
    title: `Prüfliste Gruppenpreis ${stamp}`,
    description: 'Ein Gruppenpreis der automatischen Tests',
    type: 'sale' as never,
    status: 'active' as never,
    rules,
    prices: [{ currency_code: 'eur', amount: SALE, variant_id: piece.variants[GOLD] }],
    ...extra,
  })
  lists.push(price_list.id)
  return price_list.id
}

const memberPrice = async (session: Session | null) => {
  const { status, body } = await getJson<MemberPricesResponse & { message?: string }>(
    `/api/prices/de/${piece.productId}`,
    session ? { headers: { cookie: session.cookie } } : {},
  )
  return status === 200 ? body.variants[piece.variants[GOLD]] : status
}

/** What a line of the piece costs in a new cart of this visitor (a guest without session). */
async function cartLine(session: Session | null) {
  const { cart } = await json<{ cart: { id: string; items: { unit_price: number; compare_at_unit_price: number | null }[] } }>(
    call('/store/carts', { cookie: session?.cookie, body: { region_id: regionId, items: [{ variant_id: piece.variants[GOLD], quantity: 1 }] } }),
  )
  return { id: cart.id, unit: cart.items[0].unit_price, was: cart.items[0].compare_at_unit_price }
}

const publicVariant = async () =>
  (await ok<ProductDetail>(`/api/products/de/de/${piece.handle}`)).variants.find((variant) => variant.id === piece.variants[GOLD])!

describe("a customer group's sale price list", () => {
  it('gives its members the price on their product page and in their cart, nobody else; the cached catalogue never shows it', async () => {
    const id = await saleList({ 'customer.groups.id': [groupId] })
    try {
      expect(await memberPrice(member)).toEqual({ price: { amount: SALE, currency_code: 'eur' }, original_price: { amount: REGULAR, currency_code: 'eur' } })
      expect(await memberPrice(other)).toEqual({ price: { amount: REGULAR, currency_code: 'eur' }, original_price: null })
      expect(await memberPrice(null)).toBe(401)
      const shown = await publicVariant()
      expect([shown.price?.amount, shown.original_price]).toEqual([REGULAR, null])

      const memberCart = await cartLine(member)
      expect(memberCart).toMatchObject({ unit: SALE, was: REGULAR })
      // the checkout reprices the cart before placing the order: the member keeps the group's price
      const { cart: repriced } = await json<{ cart: { items: { unit_price: number }[] } }>(
        call(`/store/carts/${memberCart.id}/refresh`, { method: 'POST', cookie: member.cookie }),
      )
      expect(repriced.items[0].unit_price).toBe(SALE)
      expect(await cartLine(other)).toMatchObject({ unit: REGULAR })
      const guest = await cartLine(null)
      expect(guest).toMatchObject({ unit: REGULAR })
      // a guest's cart adopted at sign-in (the storefront's login does this) is priced for the member
      const { cart } = await json<{ cart: { items: { unit_price: number }[] } }>(
        call(`/store/carts/${guest.id}/customer`, { method: 'POST', cookie: member.cookie }),
      )
      expect(cart.items[0].unit_price).toBe(SALE)
    } finally {
      await api.admin.priceList.delete(id)
    }
    expect(await memberPrice(member)).toMatchObject({ price: { amount: REGULAR } })
  })

  it('gives nobody its price before its period starts', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' })
    const id = await saleList({ 'customer.groups.id': [groupId] }, { starts_at: dayStart(tomorrow) })
    try {
      expect(await memberPrice(member)).toEqual({ price: { amount: REGULAR, currency_code: 'eur' }, original_price: null })
      expect(await cartLine(member)).toMatchObject({ unit: REGULAR })
    } finally {
      await api.admin.priceList.delete(id)
    }
  })
})

describe('a sale price list for everybody', () => {
  it('reaches the cached catalogue, and leaves it within seconds once limited to a group (the purge follows its rules)', async () => {
    const id = await saleList({})
    try {
      await expect.poll(async () => (await publicVariant()).original_price?.amount, { timeout: 20_000, interval: 250 }).toBe(REGULAR)
      expect((await publicVariant()).price?.amount).toBe(SALE)
      // the answer is now the edge cache's, fresh for a minute: only a purge changes it sooner
      await expect
        .poll(async () => (await getJson(`/api/products/de/de/${piece.handle}`)).headers.get('x-edge-cache'), { timeout: 10_000, interval: 250 })
        .toBe('HIT')
      await api.admin.priceList.update(id, { rules: { 'customer.groups.id': [groupId] } })
      await expect.poll(async () => (await publicVariant()).original_price, { timeout: 20_000, interval: 250 }).toBeNull()
      expect((await publicVariant()).price?.amount).toBe(REGULAR)
      expect(await memberPrice(member)).toMatchObject({ price: { amount: SALE }, original_price: { amount: REGULAR } })
    } finally {
      await api.admin.priceList.delete(id)
    }
  })
})
