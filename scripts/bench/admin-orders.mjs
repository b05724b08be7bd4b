import { browser, median, signInStaff } from './admin.mjs'

/** The size of shop the figure is about: a jeweller's orders of several years. */
export const BENCH_ORDERS = 2000

/** The press on a link (the event's own time) and the animation frame in which the order list's first rows are drawn. */
function installProbe() {
  const probe = (window.__orders = { down: null, rows: null, watching: false })
  document.addEventListener('pointerdown', (event) => (probe.down = event.timeStamp), true)
  new MutationObserver(() => {
    if (probe.watching && document.querySelector('[data-resource-list="orders"] tbody tr')) {
      probe.watching = false
      requestAnimationFrame((at) => (probe.rows = at))
    }
  }).observe(document, { subtree: true, childList: true })
}

/**
 * Navigation from the overview to the order list's first rows (target ≤ 1 s, median of `runs`, each on a fresh
 * page load so the answer comes from Medusa), at ≥ 2,000 orders. With `databaseUrl` it first tops the shop up
 * to 2,000 generated orders (Medusa's workflows, `medusa exec src/scripts/generate-orders.ts`).
 */
export async function benchAdminOrders({ workerUrl, databaseUrl, log = console.log, runs = 5 }) {
  const { page, close } = await browser()
  try {
    await page.addInitScript(installProbe)
    await signInStaff(page, workerUrl)
    const count = () => page.evaluate(async () => (await (await fetch('/admin/api/admin/orders?limit=1&fields=id', { credentials: 'include' })).json()).count)
    if ((await count()) < BENCH_ORDERS) {
      if (!databaseUrl) return log(`  order list at ${BENCH_ORDERS} orders: not measured (${await count()} orders; give DATABASE_URL to generate them)`)
      const { generateOrders } = await import('../backend.mjs')
      const started = Date.now()
      log(`  ${await generateOrders({ DATABASE_URL: databaseUrl }, BENCH_ORDERS)} (generator: ${((Date.now() - started) / 1000).toFixed(0)} s)`)
    }
    const orders = await count()
    const times = []
    for (let run = 0; run < runs; run++) {
      await page.goto(`${workerUrl}/admin/de`)
      await page.locator('[data-count]').first().waitFor()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => Object.assign(window.__orders, { down: null, rows: null, watching: true }))
      await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Bestellungen', exact: true }).click()
      await page.waitForFunction(() => window.__orders.rows !== null)
      times.push(Math.round(await page.evaluate(() => window.__orders.rows - window.__orders.down)))
    }
    log(`  navigation → first order rows (median): ${median(times)} ms (target ≤ 1000 ms; ${orders} orders; ${times.join('/')} ms)`)
    return { times, orders }
  } finally {
    await close()
  }
}

// `node scripts/bench/admin-orders.mjs http://localhost:8787` measures a running stack on its own (DATABASE_URL to generate orders)
if (import.meta.url === `file://${process.argv[1]}`)
  await benchAdminOrders({
    workerUrl: (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:8787').replace(/\/+$/, ''),
    databaseUrl: process.env.DATABASE_URL,
  })
