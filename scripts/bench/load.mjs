import http from 'node:http'

/**
 * A bounded load generator for loopback: `concurrency` keep-alive connections each send the next
 * request as soon as the previous answer is fully read, for `seconds`. `pathOf(i)` gives the i-th
 * request's path (a cache-busting parameter, for example). Returns req/s, latency median/p95 and
 * the values of one response header seen.
 */
export async function load(baseUrl, { pathOf, concurrency = 8, seconds = 5, header = 'x-edge-cache', headers = {}, timeoutMs = 30_000 }) {
  const url = new URL(baseUrl)
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) throw new Error(`the load generator only targets loopback, not ${url.hostname}`)
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const latencies = []
  const statuses = new Map()
  const seen = new Map()
  let sent = 0
  let failed = 0
  const deadline = performance.now() + seconds * 1000
  const one = (path) =>
    new Promise((resolve) => {
      const started = performance.now()
      const request = http.get({ host: url.hostname, port: url.port, path, agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
        response.on('data', () => {})
        response.on('end', () => {
          latencies.push(performance.now() - started)
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
          const value = String(response.headers[header] ?? '—')
          seen.set(value, (seen.get(value) ?? 0) + 1)
          resolve()
        })
      })
      // a request the worker never answers must not hang the whole run: it counts as failed
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
      request.on('error', (error) => {
        failed++
        resolve(error)
      })
    })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await one(pathOf(sent++))
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    median: at(0.5),
    p95: at(0.95),
    statuses: Object.fromEntries(failed ? [...statuses, ['failed', failed]] : statuses),
    header: Object.fromEntries(seen),
  }
}
