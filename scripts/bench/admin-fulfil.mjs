import { browser, median, signInStaff } from './admin.mjs'

const BENCH_HANDLE = 'bench-fulfilment'
const BENCH_CHANNEL = 'Bench-Kanal'

/**
 * Runs in the signed-in page (Playwright sends its source): an order to fulfil, made through Medusa's admin API the
 * back office uses (a draft order converted, of a bench product that keeps no stock, in a sales channel of its own,
 * so no seeded piece is sold and the shop does not show it).
 */
async function benchOrder({ handle, channelName }) {
  const call = async (path, body) => {
    const response = await fetch(`/admin/api/admin${path}`, {
      method: body ? 'POST' : 'GET',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  const { regions } = await call('/regions?fields=id,currency_code,*countries&limit=50')
  const region = regions.find((candidate) => candidate.countries.some((country) => country.iso_2 === 'de'))
  const { shipping_options } = await call('/shipping-options?fields=id,name,shipping_profile_id,*service_zone,*service_zone.geo_zones,*rules&limit=100')
  const option = shipping_options.find(
    (candidate) =>
      candidate.service_zone?.geo_zones?.some((zone) => zone.country_code === 'de') &&
      !candidate.rules?.some((rule) => rule.attribute === 'is_return' && rule.value === 'true'),
  )
  // a sales channel of its own, linked to the stock locations (its shipping comes from them), keeps the bench's
  // product out of the shop, which sells only its default channel's products
  let [channel] = (await call(`/sales-channels?name=${encodeURIComponent(channelName)}&fields=id`)).sales_channels
  channel ??= (await call('/sales-channels', { name: channelName, description: 'Nur für npm run bench' })).sales_channel
  for (const location of (await call('/stock-locations?fields=id,*sales_channels&limit=50')).stock_locations) {
    if (!location.sales_channels?.some((linked) => linked.id === channel.id))
      await call(`/stock-locations/${location.id}/sales-channels`, { add: [channel.id] })
  }
  let { products } = await call(`/products?handle=${handle}&fields=id,*variants`)
  // a product of an earlier run is put right rather than trusted
  if (products.length) await call(`/products/${products[0].id}`, { status: 'published', sales_channels: [{ id: channel.id }] })
  else {
    const { product } = await call('/products', {
      title: 'Bench: Fulfilment',
      handle,
      status: 'published',
      shipping_profile_id: option.shipping_profile_id,
      sales_channels: [{ id: channel.id }],
      options: [{ title: 'Ausführung', values: ['Standard'] }],
      variants: [
        { title: 'Standard', manage_inventory: false, options: { Ausführung: 'Standard' }, prices: [{ currency_code: region.currency_code, amount: 100 }] },
      ],
    })
    products = [product]
  }
  const address = { first_name: 'Bench', last_name: 'Mark', address_1: 'Teststraße 1', postal_code: '10115', city: 'Berlin', country_code: 'de' }
  const { draft_order } = await call('/draft-orders', {
    email: `bench-fulfil-${Date.now()}@example.com`,
    region_id: region.id,
    sales_channel_id: channel.id,
    shipping_address: address,
    billing_address: address,
    items: [{ variant_id: products[0].variants[0].id, quantity: 1 }],
    shipping_methods: [{ shipping_option_id: option.id, name: option.name, amount: 0 }],
  })
  const { order } = await call(`/draft-orders/${draft_order.id}/convert-to-order`, {})
  return order.id
}

/** The press on "fulfil" (the event's own time) and the animation frame in which the fulfilment reads as delivered. */
function installProbe() {
  const probe = (window.__fulfil = { down: null, delivered: null, watching: false })
  document.addEventListener('pointerdown', (event) => probe.down === null && probe.watching && (probe.down = event.timeStamp), true)
  new MutationObserver(() => {
    if (probe.watching && probe.down !== null && document.querySelector('[data-testid="fulfillment"]')?.textContent?.includes('Zugestellt am')) {
      probe.watching = false
      requestAnimationFrame((at) => (probe.delivered = at))
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/**
 * A full fulfilment through the order page in Chromium, as staff do it: "Sendung bereitstellen" (the shop's stock
 * location and the open pieces prefilled), "Versenden" with a tracking number, "Als zugestellt markieren"; from
 * the press on the first button to the frame that shows the delivery. Median of `runs`, each on a new order.
 */
export async function benchFulfilment({ workerUrl, log = console.log, runs = 3 }) {
  const { page, close } = await browser()
  try {
    await page.addInitScript(installProbe)
    await signInStaff(page, workerUrl)
    const times = []
    for (let run = 0; run < runs; run++) {
      const orderId = await page.evaluate(benchOrder, { handle: BENCH_HANDLE, channelName: BENCH_CHANNEL })
      await page.goto(`${workerUrl}/admin/de/orders/${orderId}`)
      const fulfil = page.getByRole('button', { name: 'Sendung bereitstellen' })
      await fulfil.waitFor()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => Object.assign(window.__fulfil, { down: null, delivered: null, watching: true }))
      await fulfil.click()
      const pack = page.getByRole('dialog', { name: 'Sendung bereitstellen' })
      // the stock location is chosen once the locations are listed
      await page.waitForFunction(() => !!document.querySelector('[role=dialog] select[aria-label="Lagerort"]')?.value)
      await pack.getByRole('button', { name: 'Sendung bereitstellen' }).click()
      await page.getByRole('button', { name: 'Versenden' }).click()
      const ship = page.getByRole('dialog', { name: 'Versenden' })
      await ship.getByLabel('Sendungsnummern').fill(`JJD00039${String(Date.now()).slice(-7)}`)
      await ship.getByLabel('Sendungsnummern').press('Enter')
      await ship.getByRole('button', { name: 'Versenden' }).click()
      await page.getByRole('button', { name: 'Als zugestellt markieren' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Als zugestellt markieren' }).click()
      await page.waitForFunction(() => window.__fulfil.delivered !== null, undefined, { timeout: 60_000 })
      times.push(Math.round(await page.evaluate(() => window.__fulfil.delivered - window.__fulfil.down)))
    }
    log(
      `  full fulfilment through the UI, fulfil → ship → deliver (median): ${median(times)} ms (${times.join('/')} ms; press on "Sendung bereitstellen" → delivery shown, staff's typing included)`,
    )
    return { times }
  } finally {
    await close()
  }
}

// `node scripts/bench/admin-fulfil.mjs http://localhost:8787` measures a running stack on its own
if (import.meta.url === `file://${process.argv[1]}`)
  await benchFulfilment({ workerUrl: (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:8787').replace(/\/+$/, '') })
