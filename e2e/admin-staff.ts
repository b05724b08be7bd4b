import Medusa from '@medusajs/js-sdk'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { WORKER_URL } from './browser'
import { PATIENCE_MS } from './patience'
import { shopLocation } from './shop-location'

export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'

/** Medusa itself, signed in as the same admin: sets up what a journey needs and checks what the back office did. */
export async function adminApi() {
  const sdk = new Medusa({ baseUrl: process.env.MEDUSA_URL ?? 'http://localhost:9100', auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } })
  await sdk.auth.login('user', 'emailpass', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
  return sdk
}
export type AdminApi = Awaited<ReturnType<typeof adminApi>>

/** Machines running several stacks answer slowly; waiting longer cannot make a wrong page pass. */
export const poll = <T>(read: () => Promise<T> | T, timeout = PATIENCE_MS) => expect.poll(read, { timeout, interval: 250 })

const TEXTS = {
  de: { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' },
  en: { email: 'Email address', password: 'Password', submit: 'Log in' },
}

/** Signs in on the back office's login screen and waits for the overview. */
export async function signIn(page: Page, locale: 'de' | 'en') {
  await page.goto(`/admin/${locale}/login`)
  await page.getByLabel(TEXTS[locale].email).fill(ADMIN_EMAIL)
  await page.getByLabel(TEXTS[locale].password).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: TEXTS[locale].submit }).click()
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === `/admin/${locale}`)
}

/**
 * Opens `path` of the back office already signed in: the browser gets Medusa's staff session cookie the way the login
 * screen gets it (the token exchanged for the session through the staff pass-through), without walking that screen.
 * For journeys about what staff do once signed in; `signIn` and the back office's own journey walk the login itself.
 */
export async function openSignedIn(page: Page, path: string) {
  const request = page.context().request
  const login = await request.post(`${WORKER_URL}/admin/api/auth/user/emailpass`, {
    headers: { origin: WORKER_URL },
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  if (!login.ok()) throw new Error(`the staff login answered ${login.status()}: ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const session = await request.post(`${WORKER_URL}/admin/api/auth/session`, { headers: { origin: WORKER_URL, authorization: `Bearer ${token}` } })
  if (!session.ok()) throw new Error(`the staff session answered ${session.status()}: ${await session.text()}`)
  await page.goto(path)
}

/** A 1×1 PNG, enough for Medusa's file module and the image endpoint. */
export const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
})

/** The storefront through the worker, uncached: a fresh query parameter makes every URL new to the edge cache. */
export const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}e2e=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const storefrontJson = async <T>(path: string): Promise<T> => (await fetch(`${WORKER_URL}${path}`)).json() as Promise<T>

/** A published product in the default sales channel with prices in every store currency and stock kept at the shop's location (0 pieces). */
export async function createPublishedProduct(api: AdminApi, handle: string, title: string, { stocked = 5 } = {}) {
  const { stores } = await api.admin.store.list({ fields: 'id,default_sales_channel_id,*supported_currencies' })
  const store = stores[0]
  const { product } = await api.admin.product.create({
    title,
    handle,
    status: 'published',
    sales_channels: [{ id: store.default_sales_channel_id! }],
    options: [{ title: 'Ausführung', values: ['Standard'] }],
    variants: [
      {
        title: 'Standard',
        sku: handle.toUpperCase(),
        manage_inventory: true,
        options: { Ausführung: 'Standard' },
        prices: (store.supported_currencies ?? []).map((currency) => ({ currency_code: currency.currency_code, amount: 990 })),
      },
    ],
    metadata: { title_en: `${title} (en)`, handle_en: `${handle}-en` },
  })
  const { variants } = await api.admin.product.listVariants(product.id, { fields: 'id,*inventory_items' })
  const inventoryItemId = (variants[0] as unknown as { inventory_items: { inventory_item_id: string }[] }).inventory_items[0].inventory_item_id
  const location = await shopLocation(api)
  await api.admin.inventoryItem.batchInventoryItemLocationLevels(inventoryItemId, { create: [{ location_id: location.id, stocked_quantity: stocked }] })
  return { product, inventoryItemId, locationId: location.id }
}
