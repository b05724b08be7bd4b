// The edge's figures for `npm run bench`: the fuzz (requests sent, 5xx, hangs) against the shop's worker, and the
// time from a request to the branded 503 while the back end hangs (a worker of its own behind a proxy that
// accepts and never answers, scripts/lib/backend-proxy.mjs; production deadlines).
import { FIXTURE_PORTS, startWorkerBehindProxy } from '../lib/fixture-worker.mjs'
import { errorSummary, fuzzRequests, runFuzz } from '../lib/fuzz.mjs'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** The fuzz test's requests (same seed and count), with its figures instead of its verdict. */
export async function benchFuzz(base, { count = 5000, seed = 1995, log = console.log } = {}) {
  const result = await runFuzz(base, fuzzRequests(count, seed), { concurrency: 4, timeoutMs: 45_000 })
  const fivexx = result.serverErrors.length
  log(
    `fuzz: ${result.sent} requests (seed ${seed}) in ${result.seconds.toFixed(0)} s: ${fivexx} × 5xx (target 0), ${result.hangs.length} hung, ${result.failures.length} broken connections`,
  )
  log(`fuzz statuses: ${JSON.stringify(result.statuses)}`)
  if (fivexx) log(errorSummary(result.serverErrors))
  return { sent: result.sent, fivexx, hangs: result.hangs.length }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Milliseconds from request to the branded 503 for pages never seen, with the back end hung: the median and
 * the slowest of `pages` requests one after another (each waits for the read deadline, 4 s).
 */
export async function benchBackendHung({ medusaUrl, publishableKey, opsSecret, edgeSecret, build, pages = 5, log = console.log }) {
  const shop = await startWorkerBehindProxy({ port: FIXTURE_PORTS.integration, medusaUrl, publishableKey, opsSecret, edgeSecret, build })
  try {
    const { products } = await (await fetch(`${shop.url}/api/products/de/de?limit=${pages}&offset=3`)).json()
    await shop.proxy.setMode('hang')
    const times = []
    for (const product of products) {
      const started = performance.now()
      const response = await fetch(`${shop.url}/de/produkte/${product.handle}`, { headers: { 'user-agent': DESKTOP } })
      const html = await response.text()
      times.push(performance.now() - started)
      if (response.status !== 503 || !html.includes('>503</h1>') || response.headers.get('retry-after') !== '30') {
        throw new Error(`expected the branded 503 for /de/produkte/${product.handle}, got ${response.status}`)
      }
    }
    log(
      `branded 503 with the back end hung: median ${(median(times) / 1000).toFixed(2)} s, slowest ${(Math.max(...times) / 1000).toFixed(2)} s over ${times.length} pages (target ≤ 5 s)`,
    )
    return { medianMs: median(times), maxMs: Math.max(...times) }
  } finally {
    await shop.stop()
  }
}
