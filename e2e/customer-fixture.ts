import { uniqueClientAddress } from '../worker/test/client-address'
import { WORKER_URL } from './browser'
import { unlimitedVariant } from './cart-fixture'
import { uniqueEmail } from './checkout-steps'

/**
 * Customers and their orders for account tests, made the way the storefront makes them: through the worker's
 * pass-through (`/medusa/…`), with Medusa's session cookie. Unsafe calls carry the shop's own Origin, as a
 * browser's fetch does (the same-origin guard lets exactly those through).
 */
export type Session = { email: string; password: string; cookie: string; customerId: string }

export async function call(path: string, init: { method?: string; body?: unknown; cookie?: string; token?: string; key?: string } = {}) {
  // each call comes from a client of its own, as the shop's visitors do: the back end's per-client limits of one
  // test never meet another's (a test of a per-account limit still sees it)
  const headers: Record<string, string> = { accept: 'application/json', origin: WORKER_URL, 'cf-connecting-ip': uniqueClientAddress() }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.cookie) headers.cookie = init.cookie
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.key) headers['x-publishable-api-key'] = init.key
  return fetch(`${WORKER_URL}/medusa${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

export async function json<T>(response: Response | Promise<Response>): Promise<T> {
  const answer = await response
  if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}: ${await answer.text()}`)
  return (await answer.json()) as T
}

/** Logs in with email and password and opens Medusa's session: the cookie a browser would keep. */
export async function login(email: string, password: string): Promise<string> {
  const { token } = await json<{ token: string }>(call('/auth/customer/emailpass', { body: { email, password } }))
  const session = await call('/auth/session', { method: 'POST', token })
  if (!session.ok) throw new Error(`session answered ${session.status}`)
  const cookie = session.headers.getSetCookie().find((value) => value.startsWith('connect.sid='))
  if (!cookie) throw new Error('no session cookie')
  return cookie.split(';')[0]!
}

/** A new customer account (the registration page's flow), signed in. */
export async function registerCustomer(tag: string, names = { first_name: 'Erika', last_name: 'Mustermann' }, email = uniqueEmail(tag)): Promise<Session> {
  const password = 'Sicher-Passwort-1995'
  const { token } = await json<{ token: string }>(call('/auth/customer/emailpass/register', { body: { email, password } }))
  const { customer } = await json<{ customer: { id: string } }>(call('/store/customers', { token, body: { email, ...names } }))
  return { email, password, cookie: await login(email, password), customerId: customer.id }
}

let channel: Promise<{ publishableKey: string; variantId: string }> | null = null
const shippingOption: Record<string, Promise<string>> = {}
let regions: Promise<{ id: string; countries: { iso_2: string }[] }[]> | null = null

export type Address = {
  first_name: string
  last_name: string
  address_1: string
  postal_code: string
  city: string
  country_code: string
  company?: string
  address_2?: string
  province?: string
  phone?: string
}
export const ERIKA: Address = {
  first_name: 'Erika',
  last_name: 'Mustermann',
  company: 'Goldschmiede Mustermann',
  address_1: 'Goldgasse 1',
  address_2: 'Hinterhaus',
  postal_code: '75175',
  city: 'Pforzheim',
  country_code: 'de',
  phone: '+49 7231 12345',
}

/** A customer in the United States: a parcel outside the EU, in dollars, with its customs papers. */
export const JOHN: Address = {
  first_name: 'John',
  last_name: 'Doe',
  address_1: '5 Park Avenue',
  postal_code: '10016',
  city: 'New York',
  province: 'NY',
  country_code: 'us',
}

/** A customer in the United Kingdom: outside the EU, in pounds. */
export const JANE: Address = {
  first_name: 'Jane',
  last_name: 'Holloway',
  address_1: '12 Hatton Garden',
  postal_code: 'EC1N 8AN',
  city: 'London',
  country_code: 'gb',
}

/** The test channel's key and piece, and the region that ships to `address` (asked once per test process). */
async function testChannel(address: Address) {
  channel ??= unlimitedVariant()
  const { publishableKey: key, variantId } = await channel
  regions ??= json<{ regions: { id: string; countries: { iso_2: string }[] }[] }>(call('/store/regions?fields=id,*countries', { key })).then(
    (answer) => answer.regions,
  )
  const region = (await regions).find((candidate) => candidate.countries.some((country) => country.iso_2 === address.country_code))!
  return { key, variantId, region }
}

/** The first shipping option the checkout offers for a cart of the region (asked once per region). */
function shippingOptionOf(regionId: string, cartId: string, key: string, cookie?: string): Promise<string> {
  shippingOption[regionId] ??= json<{ shipping_options: { id: string }[] }>(call(`/store/shipping-options?cart_id=${cartId}`, { key, cookie })).then(
    ({ shipping_options }) => {
      if (!shipping_options.length) throw new Error('no shipping option for the test cart')
      return shipping_options[0]!.id
    },
  )
  return shippingOption[regionId]
}

/**
 * What an order of the test channel's piece is made of (its region, sales channel, variant and the shipping option
 * `placeOrder` takes), for a draft order: read from a cart started as `placeOrder` starts one and never completed,
 * since a checkout placed only to read these cost the shop a whole order.
 */
export async function orderParts(address: Address = ERIKA) {
  const { key, variantId, region } = await testChannel(address)
  const { cart } = await json<{ cart: { id: string; sales_channel_id: string } }>(
    call('/store/carts', { key, body: { region_id: region.id, items: [{ variant_id: variantId, quantity: 1 }], shipping_address: address } }),
  )
  return { regionId: region.id, salesChannelId: cart.sales_channel_id, variantId, shippingOptionId: await shippingOptionOf(region.id, cart.id, key) }
}

/**
 * An order of the signed-in customer (or a guest when `session` is null) with `quantity` of the test channel's
 * untracked product (or of `variant`, a product of that channel), bank transfer, in `locale`, with a promotion `code`
 * if given: the way the checkout places one.
 */
export async function placeOrder(
  session: Session | null,
  {
    quantity = 1,
    locale = 'de',
    email,
    address = ERIKA,
    code,
    variant,
  }: { quantity?: number; locale?: 'de' | 'en'; email?: string; address?: Address; code?: string; variant?: string } = {},
) {
  const { key, variantId: testVariant, region } = await testChannel(address)
  const variantId = variant ?? testVariant
  const cookie = session?.cookie
  const { cart } = await json<{ cart: { id: string } }>(
    call('/store/carts', {
      key,
      cookie,
      body: {
        region_id: region.id,
        email: email ?? session?.email,
        metadata: { locale },
        items: [{ variant_id: variantId, quantity }],
        shipping_address: address,
        billing_address: address,
      },
    }),
  )
  if (code) await json(call(`/store/carts/${cart.id}/promotion-codes`, { key, cookie, body: { code } }))
  const optionId = await shippingOptionOf(region.id, cart.id, key, cookie)
  await json(call(`/store/carts/${cart.id}/shipping-methods`, { key, cookie, body: { option_id: optionId } }))
  const { payment_collection } = await json<{ payment_collection: { id: string } }>(
    call('/store/payment-collections', { key, cookie, body: { cart_id: cart.id } }),
  )
  await json(
    call(`/store/payment-collections/${payment_collection.id}/payment-sessions`, { key, cookie, body: { provider_id: 'pp_bank-transfer_bank-transfer' } }),
  )
  const result = await json<{ type: string; order?: { id: string; display_id: number }; error?: { message: string } }>(
    call(`/store/carts/${cart.id}/complete`, { key, cookie, method: 'POST' }),
  )
  if (result.type !== 'order' || !result.order) throw new Error(`the cart did not complete: ${result.error?.message}`)
  return result.order
}

export { uniqueEmail }
