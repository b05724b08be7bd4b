// The sale figures of `npm run bench`: checkouts per minute end to end (cart → order, bank transfer) with 20 and 50
// shoppers at once, each step's p50/p95, the errors and, apart from them, the stock refusals; and what each process
// used of the CPU meanwhile (Medusa, workerd, PostgreSQL, Redis, the load itself), which names the limit.
// Each shopper does what the checkout does through the worker's pass-through (/medusa/store/…), one checkout after
// another, from a client address of its own (the back end limits some calls per client).
// `node scripts/bench/sale.mjs` against a running shop (WORKER_URL, MEDUSA_PORTS for its CPU figure), or on a test stack
// it starts (STACK_SLOT moves it) and the Redis topology beside it; scripts/bench.mjs runs benchSaleOnBoth() last.
import { readdirSync, readFileSync } from 'node:fs'
import { root } from '../lib/paths.mjs'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'
/** The sale's piece: a product of the bench's own with stock for every checkout of every run (dated back, like the tests' pieces). */
const SALE_HANDLE = 'bench-sale-piece'
const SALE_STOCK = 1_000_000
const ADDRESS = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
const STEPS = ['cart', 'add', 'details', 'shipping options', 'shipping', 'payment', 'complete']
// Medusa's words when a piece is not (or no longer) there in the quantity asked
const STOCK_REFUSAL = /inventory|stock|not available/i

async function answer(response, what) {
  const text = await response.text()
  if (!response.ok) throw Object.assign(new Error(`${what} answered ${response.status}: ${text.slice(0, 200)}`), { status: response.status, text })
  return JSON.parse(text)
}

async function asStaff(workerUrl) {
  const headers = { 'content-type': 'application/json', origin: workerUrl }
  const { token } = await answer(
    await fetch(`${workerUrl}/admin/api/auth/user/emailpass`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    }),
    'staff sign-in',
  )
  return async (path, body) =>
    answer(
      await fetch(`${workerUrl}/admin/api/admin${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: body ? JSON.stringify(body) : undefined,
      }),
      `admin ${path}`,
    )
}

/**
 * The sale's piece (made once, in the shop's channel, shipped like the seeded pieces) with SALE_STOCK available: its
 * variant id. With the database's URL it is dated back to 2000, so it is never "the newest product" the tests take.
 */
async function salePiece(workerUrl, { databaseUrl } = {}) {
  const admin = await asStaff(workerUrl)
  let [product] = (await admin(`/products?handle=${SALE_HANDLE}&fields=id,*variants,variants.inventory_items.inventory_item_id`)).products
  if (!product) {
    const [seeded] = (await admin('/products?handle=gliederarmband-venezia&fields=id,*sales_channels,shipping_profile.id')).products
    await admin('/products', {
      title: 'Bench-Angebot',
      handle: SALE_HANDLE,
      status: 'published',
      shipping_profile_id: seeded.shipping_profile.id,
      sales_channels: [{ id: seeded.sales_channels[0].id }],
      metadata: { title_en: 'Bench sale piece', handle_en: `${SALE_HANDLE}-en` },
      options: [{ title: 'Legierung', values: ['Silber'] }],
      variants: [
        {
          title: 'Silber',
          sku: 'BENCH-SALE-1',
          options: { Legierung: 'Silber' },
          manage_inventory: true,
          prices: ['eur', 'chf', 'usd'].map((currency_code) => ({ currency_code, amount: 89 })).concat([{ currency_code: 'gbp', amount: 79 }]),
        },
      ],
    })
    ;[product] = (await admin(`/products?handle=${SALE_HANDLE}&fields=id,*variants,variants.inventory_items.inventory_item_id`)).products
  }
  if (databaseUrl) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`UPDATE product SET created_at = '2000-01-01T00:00:00Z' WHERE handle = $1`, [SALE_HANDLE]).finally(() => client.end())
  }
  const variant = product.variants[0]
  const item = variant.inventory_items[0].inventory_item_id
  const { stock_locations } = await admin('/stock-locations?fields=id,*sales_channels')
  const [seeded] = (await admin('/products?handle=gliederarmband-venezia&fields=id,*sales_channels')).products
  const location = stock_locations.find((candidate) => candidate.sales_channels?.some((channel) => channel.id === seeded.sales_channels[0].id))
  const { inventory_levels } = await admin(`/inventory-items/${item}/location-levels?location_id=${location.id}`)
  const level = inventory_levels[0]
  if (level) await admin(`/inventory-items/${item}/location-levels/${location.id}`, { stocked_quantity: SALE_STOCK + Number(level.reserved_quantity ?? 0) })
  else await admin(`/inventory-items/${item}/location-levels/batch`, { create: [{ location_id: location.id, stocked_quantity: SALE_STOCK }] })
  return variant.id
}

/** Every process: its parent, command line and CPU seconds (user + system), from /proc. */
function processTable() {
  const tick = 100
  const table = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      // own time, and that of its children that ended (PostgreSQL's backends come and go with the pool's connections)
      const own = Number(fields[11]) + Number(fields[12])
      const ended = Number(fields[13]) + Number(fields[14])
      table.push({ pid: Number(pid), parent: Number(fields[1]), cmdline, cpu: own / tick, ended: ended / tick })
    } catch {
      // gone meanwhile
    }
  }
  return table
}

/** CPU seconds of the processes whose command line matches and of their children (PostgreSQL's backends rename themselves). */
function cpuSeconds(pattern, table = processTable()) {
  const matched = new Set(table.filter((row) => pattern.test(row.cmdline)).map((row) => row.pid))
  return table.filter((row) => matched.has(row.pid) || matched.has(row.parent)).reduce((sum, row) => sum + row.cpu + (matched.has(row.pid) ? row.ended : 0), 0)
}

/** How many cores each part used while `work` ran. */
async function cpuWhile(parts, work) {
  const selfBefore = process.cpuUsage()
  const table = processTable()
  const before = Object.fromEntries(Object.entries(parts).map(([name, pattern]) => [name, cpuSeconds(pattern, table)]))
  const started = performance.now()
  const result = await work()
  const seconds = (performance.now() - started) / 1000
  const after = processTable()
  const cores = Object.fromEntries(Object.entries(parts).map(([name, pattern]) => [name, (cpuSeconds(pattern, after) - before[name]) / seconds]))
  const self = process.cpuUsage(selfBefore)
  cores['the load (this process)'] = (self.user + self.system) / 1e6 / seconds
  return { result, cores }
}

/** One shopper's checkouts, one after another until `deadline`: each step's time, the orders, the errors. */
async function shopper(workerUrl, { index, regionId, variantId, deadline, record }) {
  const headers = { 'content-type': 'application/json', origin: workerUrl, 'cf-connecting-ip': `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}` }
  const call = (path, body, method = body === undefined ? 'GET' : 'POST') =>
    fetch(`${workerUrl}/medusa/store${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    })
  let run = 0
  while (performance.now() < deadline) {
    run++
    let step = 'cart'
    const timed = async (name, send) => {
      step = name
      const from = performance.now()
      const result = await answer(await send(), name)
      record.step(name, performance.now() - from)
      return result
    }
    const started = performance.now()
    try {
      const { cart } = await timed('cart', () => call('/carts', { region_id: regionId }))
      await timed('add', () => call(`/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 }))
      const email = `sale-${index}-${run}-${Date.now().toString(36)}@example.com`
      await timed('details', () => call(`/carts/${cart.id}`, { email, shipping_address: ADDRESS, billing_address: ADDRESS }))
      const { shipping_options } = await timed('shipping options', () => call(`/shipping-options?cart_id=${cart.id}`))
      await timed('shipping', () => call(`/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id }))
      await timed('payment', async () => {
        const collection = await answer(await call('/payment-collections', { cart_id: cart.id }), 'payment collection')
        return call(`/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: 'pp_bank-transfer_bank-transfer' })
      })
      const placed = await timed('complete', () => call(`/carts/${cart.id}/complete`, {}))
      if (placed.type !== 'order') throw Object.assign(new Error(placed.error?.message ?? 'no order'), { text: JSON.stringify(placed) })
      record.order(performance.now() - started)
    } catch (error) {
      record.error(step, error)
    }
  }
}

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN)

/**
 * `shoppers` shoppers check out for `seconds` against the worker at `workerUrl`: checkouts per minute, p50/p95 per
 * step and of a whole checkout, errors by step with stock refusals apart, and the cores each process used.
 */
async function saleRun(workerUrl, { shoppers, seconds, variantId, processes }) {
  const { regions } = await answer(await fetch(`${workerUrl}/api/regions`), 'regions')
  const regionId = regions.find((region) => region.countries.some((country) => country.iso_2 === 'de')).id
  const steps = Object.fromEntries(STEPS.map((name) => [name, []]))
  const checkouts = []
  const errors = {}
  let stockRefusals = 0
  const record = {
    step: (name, ms) => steps[name].push(ms),
    order: (ms) => checkouts.push(ms),
    error: (step, error) => {
      if (STOCK_REFUSAL.test(`${error.message} ${error.text ?? ''}`)) stockRefusals++
      else {
        const key = `${step}: ${error.status ?? error.name} ${String(error.message)
          .replace(/^.*answered \d+: /, '')
          .slice(0, 80)}`
        errors[key] = (errors[key] ?? 0) + 1
      }
    },
  }
  const started = performance.now()
  const deadline = started + seconds * 1000
  const { cores } = await cpuWhile(processes, () =>
    Promise.all(Array.from({ length: shoppers }, (_, index) => shopper(workerUrl, { index, regionId, variantId, deadline, record }))),
  )
  const minutes = (performance.now() - started) / 60_000
  const percentiles = (values) => {
    const sorted = [...values].sort((a, b) => a - b)
    return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) }
  }
  return {
    shoppers,
    perMinute: checkouts.length / minutes,
    orders: checkouts.length,
    checkout: percentiles(checkouts),
    steps: Object.fromEntries(STEPS.map((name) => [name, percentiles(steps[name])])),
    errors,
    stockRefusals,
    cores,
  }
}

const ms = (value) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`)

/** The lines `npm run bench` prints for one topology's runs. */
function saleLines(topology, runs) {
  const lines = [`sale on the ${topology}: checkouts per minute end to end (cart → order, bank transfer through the worker)`]
  for (const run of runs) {
    const errorCount = Object.values(run.errors).reduce((sum, n) => sum + n, 0)
    lines.push(
      `  ${String(run.shoppers).padStart(2)} shoppers: ${run.perMinute.toFixed(0)} checkouts/min (${run.orders} orders), a checkout p50 ${ms(run.checkout.p50)} / p95 ${ms(run.checkout.p95)}; ${errorCount} errors, ${run.stockRefusals} stock refusals`,
    )
    lines.push(`     per step p50 / p95: ${STEPS.map((name) => `${name} ${ms(run.steps[name].p50)} / ${ms(run.steps[name].p95)}`).join(', ')}`)
    lines.push(
      `     cores used: ${Object.entries(run.cores)
        .map(([name, cores]) => `${name} ${cores.toFixed(2)}`)
        .join(', ')}`,
    )
    for (const [what, n] of Object.entries(run.errors)) lines.push(`     error ×${n}: ${what}`)
  }
  return lines
}

/** The processes of this checkout's stack whose CPU the bench reads: Medusa on its ports, workerd, PostgreSQL, Redis. */
function saleProcesses(medusaPorts) {
  const ours = root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return {
    ...Object.fromEntries(medusaPorts.map((port) => [`Medusa :${port}`, new RegExp(`${ours}/backend/.*start --port ${port}\\b`)])),
    workerd: new RegExp(`${ours}/.*workerd`),
    PostgreSQL: new RegExp(`postgres -D ${ours}/`),
    Redis: new RegExp(`redis-server.*${ours}/`),
  }
}

/** The sale runs (20 and 50 shoppers by default, BENCH_SALE_SHOPPERS) on one topology, printed. */
async function benchSale({ workerUrl, databaseUrl, topology, medusaPorts, seconds = Number(process.env.BENCH_SALE_SECONDS ?? 30), log = console.log }) {
  const variantId = await salePiece(workerUrl, { databaseUrl })
  const counts = (process.env.BENCH_SALE_SHOPPERS ?? '20,50').split(',').map(Number)
  const runs = []
  for (const shoppers of counts) runs.push(await saleRun(workerUrl, { shoppers, seconds, variantId, processes: saleProcesses(medusaPorts) }))
  for (const line of saleLines(topology, runs)) log(line)
  return runs
}

/**
 * The sale's figures (scripts/bench/sale.mjs) on the single-instance stack, then on the Redis topology
 * (scripts/lib/cluster.mjs: two Medusa servers behind a balancer and a worker-mode instance) beside it, which only a
 * stack the bench started can have.
 */
export async function benchSaleOnBoth({ url, databaseUrl, medusaUrl, started }) {
  console.log('\n  the sale: shoppers checking out at once')
  const log = (line) => console.log(`  ${line}`)
  await benchSale({ workerUrl: url, databaseUrl, topology: 'single-instance stack', medusaPorts: [new URL(medusaUrl ?? url).port], log })
  if (!started) return console.log('  sale on the Redis topology: not measured (with BENCH_URL the bench has no stack of its own to start it beside)')
  const { startCluster, stopCluster } = await import('../lib/cluster.mjs')
  const { clusterPorts } = await import('../lib/cluster-env.mjs')
  try {
    const cluster = await startCluster(started, { log })
    if (!cluster.ok) return
    const ports = clusterPorts()
    await benchSale({
      workerUrl: `http://localhost:${ports.worker}`,
      // the cluster sells from a database of its own (scripts/lib/cluster.mjs)
      databaseUrl: cluster.databaseUrl,
      topology: 'Redis topology (2 servers + worker instance)',
      medusaPorts: [...ports.servers, ports.workerMode].map(String),
      log,
    })
  } finally {
    await stopCluster()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.WORKER_URL) {
    const ports = (process.env.MEDUSA_PORTS ?? '9100').split(',')
    await benchSale({
      workerUrl: process.env.WORKER_URL,
      databaseUrl: process.env.DATABASE_URL,
      topology: process.env.TOPOLOGY ?? 'shop at WORKER_URL',
      medusaPorts: ports,
    })
  } else {
    // a test stack of its own (STACK_SLOT moves it), then the Redis topology beside it
    const { startStack } = await import('../lib/stack.mjs')
    const started = await startStack('test')
    try {
      await benchSaleOnBoth({ url: started.workerUrl, databaseUrl: started.databaseUrl, medusaUrl: started.medusaUrl, started })
    } finally {
      await started.stop()
    }
  }
}
