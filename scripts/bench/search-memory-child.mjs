// The Node side of scripts/bench/search-memory.mjs: a fresh process that holds nothing but the bundled probe
// (search-memory-probe.mjs: the worker's engine code) and the saved index's KV values.
//   node --expose-gc search-memory-child.mjs <probe.mjs> <kv dir> measure <queries JSON>
//     → one JSON line: V8 heap used after full collections at the end of every step of STEPS
//   node --max-heap-size=128 search-memory-child.mjs <probe.mjs> <kv dir> survive <queries JSON>
//     → a line `stage <name>` after every step of LIFE it lived through (V8 aborts the process when its heap is full)
import { readdirSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const [probePath, dir, mode, queriesJson] = process.argv.slice(2)
const probe = await import(pathToFileURL(probePath).href)
const queries = JSON.parse(queriesJson)

/** KV `SEARCH_INDEX` as the worker sees it: every get hands out a fresh copy of the stored value. */
const stored = new Map(readdirSync(dir).map((name) => [decodeURIComponent(name), readFileSync(`${dir}/${name}`)]))
const kv = {
  async get(key, type) {
    const value = stored.get(key)
    if (!value) return null
    if (type === 'json') return JSON.parse(value.toString('utf8'))
    if (type === 'arrayBuffer') return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)
    return value.toString('utf8')
  },
  async put(key, value) {
    stored.set(key, typeof value === 'string' ? Buffer.from(value) : Buffer.from(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)))
  },
  async delete(key) {
    stored.delete(key)
  },
}

/**
 * V8 heap in use after full collections: what the isolate must hold at that moment. The event loop turns between
 * collections: Node's fetch (undici) lets go of a consumed body's text only after a tick.
 */
async function heapUsed() {
  for (let i = 0; i < 3; i++) {
    globalThis.gc()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return process.memoryUsage().heapUsed
}

if (mode === 'measure') {
  const used = {}
  for (const step of probe.STEPS) {
    await probe.runStep(step, kv, queries)
    used[step] = await heapUsed()
  }
  console.log(JSON.stringify({ used, runtime: `Node ${process.versions.node} (V8 ${process.versions.v8})` }))
} else if (mode === 'survive') {
  for (const step of probe.LIFE) {
    await probe.runStep(step, kv, queries)
    console.log(`stage ${step}`)
  }
} else {
  throw new Error(`unknown mode ${mode}`)
}
