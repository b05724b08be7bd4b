import type { Page } from 'playwright-core'
import type { ProductDetail, ProductList, ProductVariant } from '../routes/api-types'
import { localeOf } from '../rules/languages'
import { WORKER_URL } from './browser'

/** Helpers of the cart and checkout journeys: real catalogue data, real forms, real back end. */

type Pick = { product: ProductDetail; first: ProductVariant; second: ProductVariant; option: string }

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${WORKER_URL}${path}`, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** Units in stock per variant (Infinity when not tracked): most pieces exist once to four times. */
async function inventory(productId: string): Promise<Record<string, number>> {
  const { products } = await json<{ products: { variants: { id: string; manage_inventory: boolean; inventory_quantity?: number }[] }[] }>(
    `/medusa/store/products?id=${productId}&fields=id,*variants,+variants.inventory_quantity,+variants.manage_inventory`,
  )
  return Object.fromEntries(products[0].variants.map((variant) => [variant.id, variant.manage_inventory ? (variant.inventory_quantity ?? 0) : Infinity]))
}

/**
 * A product with two variants that differ in one option, two of the first and one of the second
 * in stock (orders of earlier runs keep their reservations), cheap enough that two of the first
 * and one of the second stay below the 5,000 € valuables threshold (so parcel shipping applies).
 */
export async function twoVariantProduct(country: string, locale: 'de' | 'en', maxTotal: number): Promise<Pick> {
  const list = await json<ProductList>(`/api/products/${country}/${locale}?limit=100`)
  for (const summary of list.products) {
    const product = await json<ProductDetail>(`/api/products/${country}/${locale}/${summary.handle}`)
    if (product.variants.length < 2) continue
    const stock = await inventory(product.id)
    const first = product.variants.find((variant) => variant.price && stock[variant.id] >= 2)
    if (!first) continue
    for (const second of product.variants) {
      if (second === first || !second.price || !(stock[second.id] >= 1)) continue
      const differing = Object.keys(first.options).filter((title) => first.options[title] !== second.options[title])
      if (differing.length === 1 && 2 * first.price!.amount + second.price.amount < maxTotal) return { product, first, second, option: differing[0] }
    }
  }
  throw new Error(`no product with two cheap in-stock variants for ${country}`)
}

/** A variant with at least `units` in stock, for journeys that start from a seeded cart. */
export async function variantInStock(country: string, units = 1): Promise<string> {
  const list = await json<ProductList>(`/api/products/${country}/${country === 'us' ? 'en' : 'de'}?limit=100`)
  for (const summary of list.products) {
    const stock = await inventory(summary.id)
    // a seeded piece, whose stock the shop counts: products other test files make meanwhile (unmanaged stock) are
    // repriced and deleted by those files while this journey's checkout runs beside them
    const found = Object.entries(stock).find(([, count]) => Number.isFinite(count) && count >= units)
    if (found && summary.price && summary.price.amount < 4000) return found[0]
  }
  throw new Error(`no variant with ${units} in stock for ${country}`)
}

/** Chooses an option value on the product page (by the radio's raw value: the labels are translated). */
export async function chooseOption(page: Page, product: ProductDetail, title: string, value: string) {
  const option = product.options.find((candidate) => candidate.title === title)!
  const radio = page.locator(`input[type=radio][name="option-${option.id}"][value="${value}"]`)
  await page.locator('label', { has: radio }).click()
}

export type AddressValues = { first: string; last: string; street: string; zip: string; city: string; country?: string; province?: string; phone?: string }

export async function fillAddress(page: Page, prefix: string, address: AddressValues) {
  await page.fill(`#${prefix}-first_name`, address.first)
  await page.fill(`#${prefix}-last_name`, address.last)
  await page.fill(`#${prefix}-address_1`, address.street)
  await page.fill(`#${prefix}-postal_code`, address.zip)
  await page.fill(`#${prefix}-city`, address.city)
  if (address.country) await page.selectOption(`#${prefix}-country_code`, address.country)
  if (address.province) await page.fill(`#${prefix}-province`, address.province)
  if (address.phone) await page.fill(`#${prefix}-phone`, address.phone)
}

const step = (page: Page, id: string) => page.locator(`[data-testid="step-${id}"]`)

/** Waits until a step is the open one. */
export async function stepOpen(page: Page, id: string) {
  await step(page, id).and(page.locator('[data-active="true"]')).waitFor()
}

/** Steps 1–4 with valid data; ends with the review step open. */
export async function fillCheckout(page: Page, details: { email: string; address: AddressValues }) {
  await fillUntilPayment(page, details)
  await step(page, 'payment').locator('input[value="pp_bank-transfer_bank-transfer"]').check()
  await step(page, 'payment').locator('button[type=submit]').click()
  await stepOpen(page, 'review')
}

/** Steps 1–3 with valid data; ends with the payment step open. */
export async function fillUntilPayment(page: Page, { email, address }: { email: string; address: AddressValues }) {
  await stepOpen(page, 'personal')
  await page.fill('#email', email)
  await step(page, 'personal').locator('button[type=submit]').click()
  await stepOpen(page, 'addresses')
  await fillAddress(page, 'shipping', address)
  await step(page, 'addresses').locator('button[type=submit]').click()
  await stepOpen(page, 'shipping')
  await step(page, 'shipping').locator('input[type=radio]').first().check()
  // the method is set when chosen; its name appears in the summary once the back end has it
  await page.locator('aside [data-testid="shipping-method-name"]').waitFor()
  await step(page, 'shipping').locator('button[type=submit]').click()
  await stepOpen(page, 'payment')
}

export async function acceptConfirmations(page: Page) {
  for (const id of ['consent-terms', 'consent-revocation', 'consent-privacy']) await page.check(`#${id}`)
}

/** The cart id the browser holds. */
export async function browserCartId(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies(WORKER_URL)
  return cookies.find((cookie) => cookie.name === 'cart_id')?.value ?? null
}

/**
 * A cart with the given lines, made through the worker's pass-through and handed to the browser as its cookie (for the
 * shop at `shop`, the stack's worker unless told: a worker of a journey's own shares the stack's Medusa).
 */
export async function seedCart(page: Page, country: string, lines: { variant_id: string; quantity: number }[], shop = WORKER_URL) {
  const { regions } = await json<{ regions: { id: string; countries: { iso_2: string }[] }[] }>('/api/regions')
  const region = regions.find((candidate) => candidate.countries.some((c) => c.iso_2 === country))!
  const post = (path: string, body: unknown) =>
    json<{ cart: { id: string } }>(`/medusa/store${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: WORKER_URL },
      body: JSON.stringify(body),
    })
  const { cart } = await post('/carts', { region_id: region.id, items: lines })
  await page.context().addCookies([{ name: 'cart_id', value: cart.id, url: shop }])
  return cart.id
}

/**
 * Steps 1–3 of the checkout (1–4 with `payment`) done on a cart through the shop's API, with what their forms send:
 * the e-mail and the shop's language, the address for shipping and billing, the first shipping option Medusa offers,
 * bank transfer. The checkout then opens at the payment step (the review step). For journeys about what comes after
 * those steps; the checkout journeys walk the steps themselves in the browser.
 */
export async function checkoutStepsDone(
  cartId: string,
  country: string,
  { email, address, payment = true }: { email: string; address: AddressValues; payment?: boolean },
) {
  const post = <T>(path: string, body: unknown) =>
    json<T>(`/medusa/store${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: WORKER_URL }, body: JSON.stringify(body) })
  const cartAddress = {
    first_name: address.first,
    last_name: address.last,
    address_1: address.street,
    postal_code: address.zip.toUpperCase(),
    city: address.city,
    country_code: address.country ?? country,
    province: address.province,
    phone: address.phone,
  }
  await post(`/carts/${cartId}`, { email, metadata: { locale: localeOf(country) }, shipping_address: cartAddress, billing_address: cartAddress })
  const { shipping_options } = await json<{ shipping_options: { id: string }[] }>(`/medusa/store/shipping-options?cart_id=${cartId}`)
  if (!shipping_options.length) throw new Error(`no shipping option for the cart ${cartId}`)
  await post(`/carts/${cartId}/shipping-methods`, { option_id: shipping_options[0]!.id })
  if (!payment) return
  const { payment_collection } = await post<{ payment_collection: { id: string } }>('/payment-collections', { cart_id: cartId })
  await post(`/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: 'pp_bank-transfer_bank-transfer' })
}

/** Admin token through the staff pass-through (/admin/api), for looking at orders the way staff see them. */
export async function adminToken(): Promise<string> {
  const body = { email: process.env.ADMIN_EMAIL ?? 'admin@juwelier.local', password: process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995' }
  const headers = { 'content-type': 'application/json', origin: WORKER_URL }
  return (await json<{ token: string }>('/admin/api/auth/user/emailpass', { method: 'POST', headers, body: JSON.stringify(body) })).token
}

export type AdminOrder = {
  id: string
  display_id: number
  email: string
  currency_code: string
  total: number
  item_total: number
  shipping_total: number
  metadata: Record<string, unknown> | null
  items: { variant_id: string; quantity: number }[]
  shipping_address: {
    first_name: string
    last_name: string
    address_1: string
    postal_code: string
    city: string
    country_code: string
    province: string | null
  }
  billing_address: { first_name: string; last_name: string; address_1: string; postal_code: string; city: string; country_code: string }
  shipping_methods: { name: string; amount: number }[]
}

const ORDER_FIELDS = 'id,display_id,email,currency_code,total,item_total,shipping_total,metadata,*items,*shipping_address,*billing_address,*shipping_methods'

export async function adminOrdersByEmail(email: string): Promise<AdminOrder[]> {
  const token = await adminToken()
  const { orders } = await json<{ orders: AdminOrder[] }>(`/admin/api/admin/orders?q=${encodeURIComponent(email)}&fields=${ORDER_FIELDS}&limit=20`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return orders.filter((order) => order.email === email)
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
