// The account's figures for `npm run bench`: JavaScript of /account/orders for a signed-in customer, the median time
// from "log in" to the account page, and the median time an invoice takes to be issued (number, data, PDF, stored).
// `node scripts/bench/accounts.mjs` measures the running `npm start` stack (WORKER_URL/DATABASE_URL or STACK_SLOT).

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { BENCH_CHROMIUM } from '../lib/chromium.mjs'
import { JS_BUDGETS_KB } from '../lib/js-budgets.mjs'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin.mjs'
import { CHROME_FLAGS, scriptsInHtml, weigh } from './js-weight.mjs'

const slot = Number(process.env.STACK_SLOT ?? 0)
const defaultWorkerUrl = () => process.env.WORKER_URL ?? `http://localhost:${8787 + 10 * slot}`

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function post(workerUrl, path, body, headers = {}) {
  const response = await fetch(`${workerUrl}/medusa${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: workerUrl, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)
  return response
}

/** A fresh customer with a session cookie, the way the register page makes one. */
async function customer(workerUrl) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const password = 'Bench-Passwort-1995'
  const { token } = await (await post(workerUrl, '/auth/customer/emailpass/register', { email, password })).json()
  await post(workerUrl, '/store/customers', { email, first_name: 'Bench', last_name: 'Mark' }, { authorization: `Bearer ${token}` })
  const login = await (await post(workerUrl, '/auth/customer/emailpass', { email, password })).json()
  const session = await post(workerUrl, '/auth/session', undefined, { authorization: `Bearer ${login.token}` })
  const cookie = session.headers.getSetCookie().find((value) => value.startsWith('connect.sid='))
  return { email, password, cookie: cookie.split(';')[0] }
}

async function browser(workerUrl) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-account-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: BENCH_CHROMIUM,
    args: CHROME_FLAGS,
    baseURL: workerUrl,
    viewport: { width: 390, height: 844 },
  })
  return {
    context,
    page: context.pages()[0] ?? (await context.newPage()),
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** gzip JavaScript of /de/account/orders for a signed-in customer: named in the HTML, and all Chromium loads until idle. */
async function ordersPageWeight(workerUrl, signedIn) {
  const [name, value] = signedIn.cookie.split('=')
  const html = await (await fetch(`${workerUrl}/de/account/orders`, { headers: { cookie: `${signedIn.cookie}; signed_in=1` } })).text()
  const declared = await weigh(workerUrl, scriptsInHtml(html))
  const { context, page, close } = await browser(workerUrl)
  try {
    await context.addCookies([
      { name, value, url: workerUrl, httpOnly: true },
      { name: 'signed_in', value: '1', url: workerUrl },
    ])
    const urls = new Set()
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).origin === new URL(workerUrl).origin) urls.add(new URL(request.url()).pathname)
    })
    await page.goto('/de/account/orders', { waitUntil: 'networkidle' })
    await page.locator('[data-testid="no-orders"], [data-testid="order-rows"]').first().waitFor({ timeout: 30_000 })
    return { declared, loaded: await weigh(workerUrl, [...urls]) }
  } finally {
    await close()
  }
}

/** Milliseconds from the click on "log in" to the account page showing the customer, over `runs` fresh browsers. */
async function loginTimes(workerUrl, signedIn, runs, log) {
  const times = []
  for (let run = 1; run <= runs; run++) {
    const { page, close } = await browser(workerUrl)
    try {
      await page.goto('/de/login')
      await page.locator('[data-auth-shell][data-hydrated="true"]').waitFor()
      await page.fill('#login-email', signedIn.email)
      await page.fill('#login-password', signedIn.password)
      // timed in the page: Playwright's own polling of a locator adds up to half a second to whatever it waits for
      await page.evaluate(() => {
        const started = performance.now()
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="account-name"]')) return
          window.__accountShownAfter = performance.now() - started
          observer.disconnect()
        }).observe(document, { subtree: true, childList: true })
      })
      await page.locator('[data-testid="login-form"] button[type=submit]').click()
      await page.locator('[data-testid="account-name"]').waitFor({ timeout: 60_000 })
      times.push(await page.evaluate(() => window.__accountShownAfter))
      log(`  login run ${run}/${runs}: ${times.at(-1).toFixed(0)} ms from "log in" to the account page`)
    } finally {
      await close()
    }
  }
  return times
}

let staffToken = null
/** A call of Medusa's admin API as the shop's staff (the admin login the back-office bench uses). */
async function asStaff(workerUrl, path, body) {
  staffToken ??= (
    await (
      await fetch(`${workerUrl}/admin/api/auth/user/emailpass`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: workerUrl },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      })
    ).json()
  ).token
  const response = await fetch(`${workerUrl}/admin/api/admin${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json', origin: workerUrl },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`admin ${path} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** The transfer booked, every item fulfilled and shipped: the invoice is issued at shipment. */
async function shipAsStaff(workerUrl, orderId) {
  const { order } = await asStaff(workerUrl, `/orders/${orderId}?fields=id,*items,*payment_collections.payments`)
  await asStaff(workerUrl, `/payments/${order.payment_collections[0].payments[0].id}/capture`, {})
  const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
  const { order: fulfilled } = await asStaff(workerUrl, `/orders/${orderId}/fulfillments?fields=id,*fulfillments`, { items })
  await asStaff(workerUrl, `/orders/${orderId}/fulfillments/${fulfilled.fulfillments[0].id}/shipments`, {
    items,
    labels: [{ tracking_number: 'BENCH', tracking_url: '', label_url: '' }],
  })
}

/**
 * How long issuing an invoice takes (next number and data in one transaction, the PDF rendered and stored), from the
 * invoices' own timestamps: `issued_at` is taken before the number is reserved, `updated_at` when the PDF is stored.
 * Places `runs` bank-transfer orders, books each payment and ships it as staff do (the shipment's subscriber issues
 * the invoice) and reads their invoices.
 */
async function invoiceTimes(workerUrl, databaseUrl, runs, log) {
  const { default: pg } = await import('pg')
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { regions } = await (await fetch(`${workerUrl}/api/regions`)).json()
    const region = regions.find((candidate) => candidate.countries.some((country) => country.iso_2 === 'de'))
    const { products } = await (
      await fetch(
        `${workerUrl}/medusa/store/products?limit=200&region_id=${region.id}&fields=id,is_giftcard,*variants,+variants.inventory_quantity,+variants.manage_inventory,*variants.calculated_price`,
      )
    ).json()
    // pieces, not the gift card (bought with its own details through its own route)
    const variants = products
      .filter((product) => !product.is_giftcard)
      .flatMap((product) => product.variants)
      .filter((variant) => variant.calculated_price?.calculated_amount && (!variant.manage_inventory || variant.inventory_quantity >= 1))
    const times = []
    for (let run = 1; run <= runs; run++) {
      const variant = variants[run % variants.length]
      const address = { first_name: 'Bench', last_name: 'Mark', address_1: 'Teststraße 1', postal_code: '10115', city: 'Berlin', country_code: 'de' }
      const { cart } = await (
        await post(workerUrl, '/store/carts', {
          region_id: region.id,
          email: `bench-invoice-${Date.now()}@example.com`,
          items: [{ variant_id: variant.id, quantity: 1 }],
          shipping_address: address,
          billing_address: address,
        })
      ).json()
      const { shipping_options } = await (await fetch(`${workerUrl}/medusa/store/shipping-options?cart_id=${cart.id}`)).json()
      await post(workerUrl, `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
      const { payment_collection } = await (await post(workerUrl, '/store/payment-collections', { cart_id: cart.id })).json()
      await post(workerUrl, `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: 'pp_bank-transfer_bank-transfer' })
      const { order } = await (await post(workerUrl, `/store/carts/${cart.id}/complete`)).json()
      await shipAsStaff(workerUrl, order.id)
      let ms = null
      for (let poll = 0; poll < 120 && ms === null; poll++) {
        const { rows } = await db.query(
          `select extract(epoch from ("updated_at" - "issued_at")) * 1000 as ms from "invoice" where "order_id" = $1 and "pdf" is not null`,
          [order.id],
        )
        if (rows.length) ms = Number(rows[0].ms)
        else await new Promise((resolve) => setTimeout(resolve, 250))
      }
      if (ms === null) throw new Error(`no invoice for order ${order.id}`)
      times.push(ms)
      log(`  invoice run ${run}/${runs}: issued in ${ms.toFixed(0)} ms`)
    }
    return times
  } finally {
    await db.end()
  }
}

export async function benchAccounts({ workerUrl = defaultWorkerUrl(), databaseUrl = process.env.DATABASE_URL, runs = 5, log = console.log } = {}) {
  const signedIn = await customer(workerUrl)
  const weight = await ordersPageWeight(workerUrl, signedIn)
  const logins = await loginTimes(workerUrl, signedIn, runs, log)
  const invoices = databaseUrl ? await invoiceTimes(workerUrl, databaseUrl, runs, log) : null
  if (!invoices) log("  invoice generation: not measured (set DATABASE_URL to the stack's database)")
  return {
    ordersDeclared: weight.declared,
    ordersLoaded: weight.loaded,
    loginMedianMs: median(logins),
    invoiceMedianMs: invoices ? median(invoices) : null,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchAccounts({
    runs: Number(process.env.RUNS ?? 5),
    databaseUrl: process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${54329 + 10 * slot}/juwelier${slot ? `_s${slot}` : ''}`,
  })
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  console.log(
    `/account/orders JS (gzip): named in the HTML ${kb(result.ordersDeclared.gzip)}, loaded ${kb(result.ordersLoaded.gzip)} (target ≤ ${JS_BUDGETS_KB['account-orders']} KB)`,
  )
  console.log(`log in → account page: median ${result.loginMedianMs.toFixed(0)} ms`)
  if (result.invoiceMedianMs !== null) console.log(`invoice generation: median ${result.invoiceMedianMs.toFixed(0)} ms (target ≤ 500 ms)`)
}
