import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseEnv, promisify } from 'node:util'
import { expect } from 'vitest'
import { PRODUCTS } from '../src/scripts/seed-data/products'

/** The stack's variables: the shell's (npm test passes them), else the project's .env, else .env.example. */
export function stackEnv(name: string): string | undefined {
  if (process.env[name]) return process.env[name]
  const root = resolve(__dirname, '../..')
  const file = [`${root}/.env`, `${root}/.env.example`].find((path) => existsSync(path))
  return file ? parseEnv(readFileSync(file, 'utf8'))[name] : undefined
}

export const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')
export const PUBLISHABLE_KEY = process.env.MEDUSA_PUBLISHABLE_KEY ?? ''
export const OPS_SECRET = stackEnv('OPS_SECRET') ?? ''
/** The secret the worker sends beside a visitor's address (src/lib/client-address.ts). */
export const EDGE_SECRET = stackEnv('EDGE_SECRET') ?? ''

export type Answer<T = any> = { status: number; body: T }

/** A JSON call to Medusa; never throws on a status, the tests judge it. */
export async function call<T = any>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const response = await fetch(`${MEDUSA_URL}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  })
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: the tests see the text
  }
  return { status: response.status, body }
}

/** A store call with the stack's publishable key. */
export const store = <T = any>(path: string, init: Parameters<typeof call>[1] = {}) =>
  call<T>(`/store${path}`, { ...init, headers: { 'x-publishable-api-key': PUBLISHABLE_KEY, ...init.headers } })

let token: Promise<string> | undefined
/** A bearer token of the seeded admin (ADMIN_EMAIL / ADMIN_PASSWORD). */
function adminToken(): Promise<string> {
  token ??= call<{ token: string }>('/auth/user/emailpass', {
    body: { email: stackEnv('ADMIN_EMAIL'), password: stackEnv('ADMIN_PASSWORD') },
  }).then(({ status, body }) => {
    if (status !== 200) throw new Error(`admin login answered ${status}: ${JSON.stringify(body)}`)
    return body.token
  })
  return token
}

export const admin = async <T = any>(path: string, init: Parameters<typeof call>[1] = {}) =>
  call<T>(`/admin${path}`, { ...init, headers: { authorization: `Bearer ${await adminToken()}`, ...init.headers } })

/** Polls until `check` returns a value (not undefined), or fails after the timeout. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, { timeoutMs = 30_000, what = 'the condition' } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** One query on the stack's database (DATABASE_URL, which npm test passes). */
export async function sql<T extends Record<string, any> = Record<string, any>>(text: string, values: unknown[] = []): Promise<T[]> {
  const { Client } = await import('pg')
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run the back-end tests through `npm test`')
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** A client address of its own per test, so the per-address limits of one test never meet another's. */
export const clientIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${Date.now().toString(36)}`

/** The headers of a request the worker makes for a visitor at `ip`: the address, and the secret Medusa believes it with. */
export const fromClient = (ip = clientIp()) => ({ 'x-client-ip': ip, 'x-edge-secret': EDGE_SECRET })
/** The body of a 200, else a failure naming the call. */
export async function ok<T = any>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`)
  return body
}

const SEEDED_HANDLES = new Set(PRODUCTS.map((product) => product.handle))

type Variant = { id: string; manage_inventory?: boolean; inventory_quantity?: number; calculated_price?: { calculated_amount?: number } }

/**
 * A cart in the German region, ready to pay: one piece of the variant with the most stock, address, shipping; with
 * `headers` (a customer's bearer token) the customer's own cart.
 */
export async function readyCart(email: string, headers: Record<string, string> = {}) {
  const { regions } = await ok(store('/regions?fields=id,currency_code,*countries'), 'regions')
  const region = regions.find((r: { countries: { iso_2: string }[] }) => r.countries.some((c) => c.iso_2 === 'de'))
  const { products } = await ok(
    store(`/products?region_id=${region.id}&limit=100&fields=id,handle,*variants,*variants.calculated_price,+variants.inventory_quantity`),
    'products',
  )
  const stock = (v: Variant) => (v.manage_inventory === false ? Infinity : (v.inventory_quantity ?? 0))
  // seeded pieces only: a piece another test made for itself may lose its price or be deleted by it meanwhile
  const variant = (products as { handle: string; variants: Variant[] }[])
    .filter((p) => SEEDED_HANDLES.has(p.handle))
    .flatMap((p) => p.variants)
    .filter((v) => v.calculated_price?.calculated_amount && stock(v) > 0)
    .sort((a, b) => stock(b) - stock(a))[0]
  expect(variant, 'a priced variant in stock').toBeDefined()
  let { cart } = await ok(store('/carts', { body: { region_id: region.id, email }, headers }), 'create cart')
  await ok(store(`/carts/${cart.id}/line-items`, { body: { variant_id: variant.id, quantity: 1 }, headers }), 'add item')
  const address = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
  await ok(store(`/carts/${cart.id}`, { body: { shipping_address: address, billing_address: address }, headers }), 'address')
  const { shipping_options } = await ok(store(`/shipping-options?cart_id=${cart.id}`), 'shipping options')
  ;({ cart } = await ok(store(`/carts/${cart.id}/shipping-methods`, { body: { option_id: shipping_options[0].id }, headers }), 'shipping method'))
  return cart as { id: string; total: number; currency_code: string }
}

/**
 * A published product of the test's own, one size at `amount` euros, not stocked (it never runs out), in every sales
 * channel: carts and orders of it touch no other test's pieces. `setPrice` changes its price as staff would.
 */
export async function ownProduct(title: string, amount: number) {
  const { sales_channels } = await ok(admin('/sales-channels?fields=id,name'), 'sales channels')
  const { shipping_profiles } = await ok(admin('/shipping-profiles?fields=id,type'), 'shipping profiles')
  const profile = shipping_profiles.find((p: { type: string }) => p.type === 'default') ?? shipping_profiles[0]
  const { product } = await ok(
    admin('/products', {
      body: {
        title,
        status: 'published',
        shipping_profile_id: profile.id,
        sales_channels: sales_channels.map((channel: { id: string }) => ({ id: channel.id })),
        options: [{ title: 'Größe', values: ['52'] }],
        variants: [{ title: '52', options: { Größe: '52' }, manage_inventory: false, prices: [{ currency_code: 'eur', amount }] }],
      },
    }),
    'product',
  )
  const productId: string = product.id
  const variantId: string = product.variants[0].id
  return {
    productId,
    variantId,
    async setPrice(euros: number) {
      const { product } = await ok(admin(`/products/${productId}?fields=id,*variants.prices`), 'product')
      const prices = product.variants[0].prices.map((price: { id: string; currency_code: string }) => ({
        id: price.id,
        currency_code: price.currency_code,
        amount: euros,
      }))
      await ok(admin(`/products/${productId}/variants/${variantId}`, { body: { prices } }), 'price change')
    },
    remove: () => admin(`/products/${productId}`, { method: 'DELETE' }),
  }
}

/** A data migration of src/migration-scripts, run by Medusa against the stack's database as `medusa db:migrate` runs it. */
export async function runMigrationScript(file: string) {
  const backend = resolve(__dirname, '..')
  await promisify(execFile)(process.execPath, [`${backend}/node_modules/@medusajs/cli/cli.js`, 'exec', `./src/migration-scripts/${file}`], {
    cwd: backend,
    env: { ...process.env, NODE_ENV: 'development', MEDUSA_DISABLE_TELEMETRY: 'true' },
  })
}
