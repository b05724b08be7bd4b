// A filter change on a listing at scale: the embedded engine with N generated products (no stack needed), answering
// a shopper's filter changes as the worker does (the page of results, its count and every filter's counts in one
// multi-search, worker/search/faceted-search.ts). `npm run bench` prints the line at 10,000 products.
//   node scripts/bench/filter-latency.mjs [--products 10000]
import { rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { dataDir } from '../lib/paths.mjs'
import { bundleProbe } from './bundle-probe.mjs'

const workDir = `${dataDir}/bench/filter-latency`
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]

/** Filter changes at `products` generated products: latency p50/p95 and how many results they had. */
export async function measureFilterLatency(products = 10_000) {
  const probe = await import(pathToFileURL(await bundleProbe('scripts/bench/filter-latency-probe.mjs', workDir)).href)
  const { times, hits } = await probe.measure(products)
  rmSync(workDir, { recursive: true, force: true })
  return { count: times.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: Math.max(...times), medianHits: quantile(hits, 0.5) }
}

/** The line of `npm run bench`. */
export async function filterLatencyLine(products = 10_000) {
  try {
    const { count, p50, p95, max, medianHits } = await measureFilterLatency(products)
    return (
      `filter change → new results and counts at ${products.toLocaleString('en')} products (embedded engine, in-process): ` +
      `p95 ${p95.toFixed(1)} ms (target ≤ 100 ms), p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${count} changes (median ${medianHits} results)`
    )
  } catch (error) {
    return `filter change latency: not measured (${error.message.split('\n')[0]})`
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--products')
  const products = at > 0 ? Number(process.argv[at + 1]) : 10_000
  console.log(await filterLatencyLine(products))
}
