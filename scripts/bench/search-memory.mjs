// Memory of the embedded search index: does the catalogue fit in a Worker isolate, whose limit is 128 MB?
// For N generated products (backend/src/scripts/catalogue, no Medusa needed) it builds and saves the index with the
// worker's own engine code, as the worker does from the indexer's writes, then loads it step by step (KV bytes →
// gunzip → JSON.parse → Orama load, searches, a save, a reload) in two fresh isolates and reads the V8 heap used
// after full collections between the steps (search-memory-probe.mjs):
//   - workerd (Miniflare, as `wrangler dev`), through its inspector: the runtime Cloudflare runs, V8 with pointer
//     compression. These are the figures an isolate has to hold.
//   - Node 20 (`node --expose-gc`): V8 11.3 without pointer compression, so every object reference takes 8 bytes
//     instead of 4: an upper bound. A second Node process runs load, searches, save and reload under
//     `--max-heap-size=128` to see whether they survive that limit.
//   node scripts/bench/search-memory.mjs [--products 1000,5000,10000,20000]
import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { dataDir, root } from '../lib/paths.mjs'
import { bundleProbe } from './bundle-probe.mjs'
import { TYPED } from './search.mjs'

const LIMIT_MB = 128
const MB = 1024 * 1024
const BATCH = 1000 // documents per write of the back end's indexer (backend/src/search-index/sync.ts)
const workDir = `${dataDir}/bench/search-memory`
const exec = promisify(execFile)
/** A child Node process; ten minutes at most (20,000 products take about one on a loaded machine). */
const run = (file, args, options) => exec(file, args, { ...options, timeout: 10 * 60_000 })

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`
const thousands = (n) => Math.round(n).toLocaleString('en')
const hundreds = (n) => thousands(Math.floor(n / 100) * 100)

/**
 * Products 1…N indexed as the worker indexes the back end's writes (batches of documents parsed as the documents
 * route parses a request body) and saved as persist.ts saves it; the KV values land in a folder, one file per key.
 */
async function buildIndex(probe, products) {
  const started = performance.now()
  const index = probe.createIndex()
  for (let from = 1; from <= products; from += BATCH) {
    const batch = []
    for (let n = from; n < Math.min(from + BATCH, products + 1); n++) batch.push(probe.generatedSearchDocument(n))
    const body = JSON.parse(JSON.stringify(batch))
    await probe.putDocuments(index, body.map(probe.parseDocument))
  }
  const values = new Map()
  const kv = { get: async () => null, put: async (key, value) => values.set(key, value), delete: async (key) => values.delete(key) }
  const manifest = await probe.saveIndex(kv, index, null)
  const dir = `${workDir}/kv-${products}`
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [key, value] of values) writeFileSync(`${dir}/${encodeURIComponent(key)}`, value)
  return { dir, manifest, buildSeconds: (performance.now() - started) / 1000 }
}

/** Heap figures (bytes above the probe's own) from the heap used after each step. */
function figures({ used, runtime }) {
  const over = (step) => used[step] - used.baseline
  const index = over('load')
  const loadPeak = Math.max(over('parse'), over('deserialize'))
  const savePeak = Math.max(over('serialize'), over('stringify'))
  // a newer version loads while the old index still serves: the live index plus everything of a load
  const reloadPeak = index + loadPeak
  return {
    runtime,
    baseline: used.baseline,
    index,
    afterQueries: over('queries'),
    loadPeak,
    savePeak,
    reloadPeak,
    twoIndexes: over('reload'),
    peak: Math.max(loadPeak, savePeak, reloadPeak),
  }
}

async function inWorkerd(probeFile, dir) {
  const { stdout } = await run(
    process.execPath,
    ['--experimental-websocket', `${root}/scripts/bench/search-memory-workerd.mjs`, probeFile, dir, JSON.stringify(TYPED)],
    { cwd: root, maxBuffer: 16 * MB },
  )
  return figures(JSON.parse(stdout.trim().split('\n').at(-1)))
}

async function inNode(probeFile, dir) {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', `${root}/scripts/bench/search-memory-child.mjs`, probeFile, dir, 'measure', JSON.stringify(TYPED)],
    { cwd: root, maxBuffer: 16 * MB },
  )
  return figures(JSON.parse(stdout.trim().split('\n').at(-1)))
}

/** Whether a Node process with a heap of `LIMIT_MB` lives through an isolate's life (the probe's LIFE), or where it dies. */
async function underLimit(probe, probeFile, dir) {
  const args = [`--max-heap-size=${LIMIT_MB}`, `${root}/scripts/bench/search-memory-child.mjs`, probeFile, dir, 'survive', JSON.stringify(TYPED)]
  const diedAt = (stdout) => probe.LIFE[[...stdout.matchAll(/^stage [\w-]+$/gm)].length]
  try {
    await run(process.execPath, args, { cwd: root, maxBuffer: 16 * MB })
    return { survived: true }
  } catch (error) {
    if (!/heap out of memory|Reached heap limit/i.test(error.stderr ?? ''))
      throw new Error(`the ${LIMIT_MB} MB run failed otherwise: ${(error.stderr || error.message).trim().split('\n').slice(-3).join(' ')}`)
    return { survived: false, diedAt: diedAt(error.stdout ?? '') }
  }
}

/** Builds, loads and measures the index of each size; one row per size. */
export async function measureSearchMemory(sizes, { log = () => {} } = {}) {
  const probeFile = await bundleProbe('scripts/bench/search-memory-probe.mjs', `${workDir}/probe`)
  const probe = await import(pathToFileURL(probeFile).href)
  const rows = []
  for (const products of sizes) {
    log(`• embedded search index of ${thousands(products)} products: building …`)
    const { dir, manifest, buildSeconds } = await buildIndex(probe, products)
    log(`  built in ${buildSeconds.toFixed(1)} s, ${mb(manifest.bytes)} gzip in KV; measuring in workerd and in Node …`)
    const workerd = await inWorkerd(probeFile, dir)
    const node = await inNode(probeFile, dir)
    const limited = await underLimit(probe, probeFile, dir)
    rows.push({ products, gzipBytes: manifest.bytes, buildSeconds, workerd, node, limited })
  }
  return rows
}

const limitedText = ({ survived, diedAt }) => (survived ? 'survives load, searches, save, reload' : `out of memory at the ${diedAt}`)

/** The most products whose peak stays within the limit, from a straight line through the measured peaks. */
export function productsWithin(rows, limitBytes = LIMIT_MB * MB) {
  const points = rows.map((row) => [row.products, row.workerd.peak])
  if (points.length === 1) return (limitBytes / points[0][1]) * points[0][0]
  const n = points.length
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / n
  const mx = mean(points.map(([x]) => x))
  const my = mean(points.map(([, y]) => y))
  const slope = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0)
  return (limitBytes - (my - slope * mx)) / slope
}

export function printTable(rows, log = console.log) {
  log(`\n  embedded search index in one isolate: V8 heap used after gc, above the engine's own code (isolate limit ${LIMIT_MB} MB)`)
  const table = {}
  for (const row of rows) {
    for (const [name, f] of [
      ['workerd', row.workerd],
      ['Node 20', row.node],
    ]) {
      table[`${thousands(row.products)} · ${name}`] = {
        'KV gzip': mb(row.gzipBytes),
        'after load': mb(f.index),
        'after searches': mb(f.afterQueries),
        'load peak': mb(f.loadPeak),
        'save peak': mb(f.savePeak),
        'reload peak': mb(f.reloadPeak),
        [`within ${LIMIT_MB} MB (index alone)`]: name === 'workerd' ? (f.peak <= LIMIT_MB * MB ? 'yes' : 'no') : limitedText(row.limited),
      }
    }
  }
  console.table(table)
  log(`  ${rows[0].workerd.runtime} (pointer compression, as Cloudflare runs it); ${rows[0].node.runtime}, no pointer compression: an upper bound.`)
  log('  load peak: JSON string + parsed data at the end of JSON.parse, or parsed data + Orama index while Orama loads it;')
  log("  save peak: index + Orama's serialised form + its JSON string (every write through /ops/search saves the whole index);")
  log('  reload peak: a newer version loading while the old index still serves (engine-state.ts): after load + load peak.')
  log("  the shop's own heap comes on top (its isolate holds about 10.5 MB before loading the index, worker/search/README.md).")
  if (rows.length > 1)
    log(`  a straight line through the workerd peaks reaches ${LIMIT_MB} MB at about ${hundreds(productsWithin(rows))} products (the index alone)`)
}

/** The line of `npm run bench`: the index at 10,000 products against the isolate's limit. */
export async function searchMemoryLine(products = 10_000) {
  try {
    const [row] = await measureSearchMemory([products])
    const { workerd, node } = row
    return (
      `embedded search index: heap after load at ${thousands(products)} products ${mb(workerd.index)} (peak ${mb(workerd.peak)}; isolate limit ${LIMIT_MB} MB) — ` +
      `workerd's V8 via its inspector: load peak ${mb(workerd.loadPeak)}, save ${mb(workerd.savePeak)}, reload ${mb(workerd.reloadPeak)}, the index alone reaches the limit at ≈ ${hundreds(productsWithin([row]))} products; ` +
      `Node 20 without pointer compression (upper bound): ${mb(node.index)} after load, peak ${mb(node.peak)}, under --max-heap-size=${LIMIT_MB}: ${limitedText(row.limited)}`
    )
  } catch (error) {
    return `embedded search index memory: not measured (${error.message.split('\n')[0]})`
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--products')
  const sizes = (at > 0 ? process.argv[at + 1] : '1000,5000,10000,20000').split(',').map(Number)
  if (!sizes.every((n) => Number.isInteger(n) && n > 0 && n <= 100_000)) {
    console.error('usage: node scripts/bench/search-memory.mjs [--products 1000,5000,10000,20000]   (each from 1 to 100000)')
    process.exit(2)
  }
  printTable(await measureSearchMemory(sizes, { log: console.log }))
}
