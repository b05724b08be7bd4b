// Median time from "place order" to the order confirmation page, over several guest checkouts in Chromium.
// `node scripts/bench/checkout.mjs` against the running `npm start` stack (WORKER_URL or STACK_SLOT picks it);
// scripts/bench.mjs calls benchCheckout() as part of `npm run bench`.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { BENCH_CHROMIUM } from '../lib/chromium.mjs'

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const defaultWorkerUrl = () => process.env.WORKER_URL ?? `http://localhost:${8787 + 10 * Number(process.env.STACK_SLOT ?? 0)}`

async function json(url, init) {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** A cheap variant with stock left (seeded pieces exist one to four times; earlier orders keep theirs). */
async function variantInStock(workerUrl, regionId) {
  const { products } = await json(
    `${workerUrl}/medusa/store/products?limit=200&region_id=${regionId}&fields=id,*variants,+variants.inventory_quantity,+variants.manage_inventory,*variants.calculated_price`,
  )
  for (const product of products) {
    for (const variant of product.variants) {
      const stock = variant.manage_inventory ? variant.inventory_quantity : Infinity
      if (stock >= 1 && variant.calculated_price?.calculated_amount < 4000) return variant.id
    }
  }
  throw new Error('no variant in stock')
}

async function seededCart(workerUrl, country) {
  const { regions } = await json(`${workerUrl}/api/regions`)
  const region = regions.find((candidate) => candidate.countries.some((c) => c.iso_2 === country))
  // unsafe methods on the pass-through must come from the shop's own origin, as a browser's do
  const post = (path, body) =>
    json(`${workerUrl}/medusa/store${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: workerUrl }, body: JSON.stringify(body) })
  const { cart } = await post('/carts', { region_id: region.id })
  await post(`/carts/${cart.id}/line-items`, { variant_id: await variantInStock(workerUrl, region.id), quantity: 1 })
  return cart.id
}

/** One guest checkout up to the review step; returns milliseconds from the click on "place order" to the shown order. */
async function oneRun(workerUrl, run) {
  const profile = mkdtempSync(join(tmpdir(), 'juwelier-bench-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: BENCH_CHROMIUM,
    args: ARGS,
    baseURL: workerUrl,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const cartId = await seededCart(workerUrl, 'de')
    await context.addCookies([{ name: 'cart_id', value: cartId, url: workerUrl }])
    await page.goto('/de/checkout')
    const step = (id) => page.locator(`[data-testid="step-${id}"]`)
    const open = (id) => step(id).and(page.locator('[data-active="true"]')).waitFor()
    await open('personal')
    await page.fill('#email', `bench-${Date.now()}-${run}@example.com`)
    await step('personal').locator('button[type=submit]').click()
    await open('addresses')
    for (const [field, value] of Object.entries({ first_name: 'Bench', last_name: 'Mark', address_1: 'Teststraße 1', postal_code: '10115', city: 'Berlin' })) {
      await page.fill(`#shipping-${field}`, value)
    }
    await step('addresses').locator('button[type=submit]').click()
    await open('shipping')
    await step('shipping').locator('input[type=radio]').first().check()
    await page.locator('aside [data-testid="shipping-method-name"]').waitFor()
    await step('shipping').locator('button[type=submit]').click()
    await open('payment')
    await page.check('input[value="pp_bank-transfer_bank-transfer"]')
    await step('payment').locator('button[type=submit]').click()
    await open('review')
    for (const id of ['consent-terms', 'consent-revocation', 'consent-privacy']) await page.check(`#${id}`)
    const started = performance.now()
    await page.locator('[data-testid="place-order"]').click()
    await page.locator('[data-testid="order-summary"]').waitFor({ timeout: 60_000 })
    return performance.now() - started
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Runs `runs` guest checkouts (German, bank transfer) one after another and reports the median time
 * from the click on "place order" to the confirmation page showing the order.
 */
export async function benchCheckout({ workerUrl = defaultWorkerUrl(), runs = 5, log = console.log } = {}) {
  const times = []
  for (let run = 1; run <= runs; run++) {
    const ms = await oneRun(workerUrl, run)
    times.push(ms)
    log(`  checkout run ${run}/${runs}: ${ms.toFixed(0)} ms from "place order" to the confirmation`)
  }
  const result = { name: 'checkout: place order → confirmation page (median)', median_ms: Math.round(median(times)), runs_ms: times.map(Math.round) }
  log(`checkout: median ${result.median_ms} ms over ${runs} runs`)
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchCheckout({ runs: Number(process.env.RUNS ?? 5) })
}
