// The search part of `npm run bench`: on a shop with a generated catalogue of 100 and of 10,000 products
// (`npm run seed:catalogue`, databases of their own) it measures the uncached category render at both sizes, and at
// 10,000: index build time and saved size, keystroke → hits at the worker (p50/p95), the worker's memory with the
// index loaded, and the palette's gzip JavaScript.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { reindexSearch } from '../backend.mjs'
import { buildDir } from '../lib/client-build.mjs'
import { dataDir } from '../lib/paths.mjs'
import { scriptsInHtml } from './js-weight.mjs'
import { load } from './load.mjs'

const ms = (value) => `${value.toFixed(1)} ms`
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]

/** What a shopper types, one keystroke at a time (each prefix is one search, as the palette sends after a pause). */
export const TYPED = ['verlobungsring', 'perlenkette', 'ohrstecker rubin', 'engagement ring', 'tennisarmband', 'goldkette 750', 'saphir', 'AUR-KAT00042']

async function categoryRender(base, seconds) {
  const { menu } = await (await fetch(`${base}/api/categories/de/menu`)).json()
  const path = `/de/kategorien/${menu.product_categories[0].handle}`
  const run = await load(base, { pathOf: (i) => `${path}?bench=${Date.now().toString(36)}-${i}`, concurrency: 1, seconds })
  return { path, median: run.median, p95: run.p95 }
}

/** Resident memory of the workerd process under the stack's wrangler (the worker's isolate lives there). */
function workerdRss(port) {
  const wrangler = readFileSync(`${dataDir}/worker-${port}.pid`, 'utf8').trim()
  const children = (pid) => {
    try {
      return execFileSync('ps', ['-o', 'pid=', '--ppid', pid])
        .toString()
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    } catch {
      return [] // ps exits 1 when it selects no process: a leaf of the tree
    }
  }
  const descendants = (pid) => children(pid).flatMap((child) => [child, ...descendants(child)])
  const pids = descendants(wrangler).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd'
    } catch {
      return false
    }
  })
  return pids.reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024, 0)
}

async function keystrokes(base) {
  const times = []
  const server = []
  for (const text of TYPED) {
    for (let n = 1; n <= text.length; n++) {
      const started = performance.now()
      const response = await fetch(`${base}/api/search/indexes/products/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          q: text.slice(0, n),
          limit: 10,
          attributesToHighlight: ['title', 'title_en', 'description', 'description_en'],
          rankingScoreThreshold: 0.1,
        }),
      })
      const body = await response.json()
      if (!response.ok) throw new Error(`search answered ${response.status}: ${body.message}`)
      times.push(performance.now() - started)
      server.push(body.processingTimeMs)
    }
  }
  return { count: times.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95), serverP50: quantile(server, 0.5), serverP95: quantile(server, 0.95) }
}

/** The palette's own chunks (what opening it downloads beyond the page), gzip -9, in the client build `build`. */
function paletteWeight(productHtml, build) {
  const manifest = JSON.parse(readFileSync(`${buildDir(build)}/.vite/manifest.json`, 'utf8'))
  const onPage = new Set(scriptsInHtml(productHtml).map((url) => url.replace(/^\//, '')))
  const files = new Set()
  const visit = (key) => {
    const entry = manifest[key]
    if (!entry || files.has(entry.file)) return
    files.add(entry.file)
    for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])].filter((k) => !manifest[k]?.isDynamicEntry || k === key)) visit(next)
  }
  visit('routes/search/search-palette.tsx')
  const own = [...files].filter((file) => !onPage.has(file) && file.endsWith('.js'))
  return own.reduce((sum, file) => sum + gzipSync(readFileSync(`${buildDir(build)}/${file}`), { level: 9 }).byteLength, 0)
}

export async function benchSearch({ log = console.log, seconds = 5 } = {}) {
  const { startStack } = await import('../lib/stack.mjs')
  log('• search bench: a shop with 100 generated products')
  let stack = await startStack('catalogue', { products: 100, log: () => {} })
  let small
  try {
    small = await categoryRender(stack.workerUrl, seconds)
  } finally {
    await stack.stop()
  }
  log('• search bench: a shop with 10,000 generated products (the first run generates them: minutes)')
  stack = await startStack('catalogue', { products: 10_000, log })
  try {
    const base = stack.workerUrl
    const port = Number(new URL(base).port)
    const rssBefore = workerdRss(port)
    const started = Date.now()
    await reindexSearch({ ...stack.env, DATABASE_URL: stack.databaseUrl, STOREFRONT_URL: base })
    const buildSeconds = (Date.now() - started) / 1000
    const headers = { authorization: `Bearer ${stack.env.OPS_SECRET}` }
    const { manifest } = await (await fetch(`${base}/ops/search/status`, { headers })).json()
    await fetch(`${base}/api/search/indexes/products/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"q":"ring"}' })
    const rssLoaded = workerdRss(port)
    const typed = await keystrokes(base)
    const large = await categoryRender(base, seconds)
    const { products } = await (await fetch(`${base}/api/products/de/de?limit=1`)).json()
    const productHtml = await (await fetch(`${base}/de/produkte/${products[0].handle}`)).text()
    const paletteGzip = paletteWeight(productHtml, stack.build)
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
    log('\n  search at 10,000 products (embedded engine; loaded machine: indicative only)')
    console.table({
      'keystroke → hits at the worker, p50': { value: ms(typed.p50), target: '', note: `${typed.count} searches over loopback; engine ${typed.serverP50} ms` },
      'keystroke → hits at the worker, p95': { value: ms(typed.p95), target: '≤ 30 ms', note: `engine ${typed.serverP95} ms` },
      'index build (search:reindex)': {
        value: `${buildSeconds.toFixed(1)} s`,
        target: '',
        note: `${manifest?.documents ?? '?'} documents, incl. Medusa exec start-up`,
      },
      'index saved (gzip JSON in KV)': { value: mb(manifest?.bytes ?? 0), target: '≤ 25 MiB per KV value', note: `${manifest?.chunks ?? '?'} chunk(s)` },
      'workerd memory with the index loaded': {
        value: mb(rssLoaded),
        target: '128 MB per isolate',
        note: `+${mb(rssLoaded - rssBefore)} over the running worker before loading`,
      },
      'uncached category render, median (100)': { value: ms(small.median), target: '', note: small.path },
      'uncached category render, median (10,000)': {
        value: ms(large.median),
        target: `≤ 1.2 × (${(large.median / small.median).toFixed(2)} ×)`,
        note: large.path,
      },
      'palette JavaScript, gzip (on first open)': { value: `${(paletteGzip / 1024).toFixed(1)} KB`, target: 'not in the page’s 90 KB', note: '' },
    })
  } finally {
    await stack.stop()
  }
}
