import { ADMIN_EMAIL, ADMIN_PASSWORD, median } from './admin.mjs'
import { BENCH_ORDERS } from './admin-orders.mjs'

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]

/**
 * The overview's one aggregate call (GET /admin/overview, answered by Medusa's SQL) through the staff pass-through,
 * once per period and then `runs` times by month, one at a time: median and p95 against the 300 ms target. Run after
 * the order list's bench, which tops the shop up to 2,000 orders.
 */
export async function benchAdminFigures({ workerUrl, log = console.log, runs = 20 }) {
  const headers = { 'content-type': 'application/json', origin: workerUrl }
  const signIn = await fetch(`${workerUrl}/admin/api/auth/user/emailpass`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  if (!signIn.ok) return log(`  overview figures: not measured (staff sign-in answered ${signIn.status})`)
  const auth = { ...headers, authorization: `Bearer ${(await signIn.json()).token}` }
  const call = async (period) => {
    const started = performance.now()
    const response = await fetch(`${workerUrl}/admin/api/admin/overview?period=${period}`, { headers: auth })
    const body = await response.json()
    if (!response.ok) throw new Error(`GET /admin/overview answered ${response.status}: ${JSON.stringify(body)}`)
    return { ms: performance.now() - started, body }
  }
  // the shop's own count, not the figure it should hold: the order list's bench tops it up only given DATABASE_URL
  const held = await fetch(`${workerUrl}/admin/api/admin/orders?limit=1&fields=id`, { headers: auth }).then((response) => response.json())
  for (const period of ['day', 'week']) await call(period)
  const times = []
  let orders = 0
  for (let run = 0; run < runs; run++) {
    const { ms, body } = await call('month')
    times.push(Math.round(ms))
    orders = body.currencies.reduce((sum, figures) => sum + figures.series.reduce((all, entry) => all + entry.orders, 0), 0)
  }
  log(
    `  overview figures (GET /admin/overview, month): median ${median(times)} ms, p95 ${p95(times)} ms (target ≤ 300 ms; ${orders} orders in the chart's 12 months, ${held.count} in the shop${held.count < BENCH_ORDERS ? `, fewer than the ${BENCH_ORDERS} the target is for` : ''}; ${runs} calls)`,
  )
  return { median: median(times), p95: p95(times), orders }
}

// `node scripts/bench/admin-figures.mjs http://localhost:8787` measures a running stack on its own
if (import.meta.url === `file://${process.argv[1]}`)
  await benchAdminFigures({ workerUrl: (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:8787').replace(/\/+$/, '') })
