// The workerd side of scripts/bench/search-memory.mjs: the bundled probe (search-memory-probe.mjs) as a worker in
// Miniflare's workerd (the runtime `wrangler dev` runs), its saved index in a KV binding like the shop's, and the
// isolate's V8 heap read through the inspector (Chrome DevTools Protocol: HeapProfiler.collectGarbage, then
// Runtime.getHeapUsage) at the end of every step. workerd's V8 is the one Cloudflare runs: with pointer compression.
//   node --experimental-websocket search-memory-workerd.mjs <probe.mjs> <kv dir> <queries JSON>
//     → one JSON line: the heap used at the end of every step of STEPS
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Miniflare } from 'miniflare'
import { root } from '../lib/paths.mjs'

const [probePath, dir, queriesJson] = process.argv.slice(2)
const { STEPS } = await import(pathToFileURL(probePath).href)
const wrangler = readFileSync(`${root}/wrangler.toml`, 'utf8')
const NAME = 'search-memory'

const mf = new Miniflare({
  name: NAME,
  modules: true,
  modulesRoot: dirname(probePath),
  scriptPath: probePath,
  compatibilityDate: /^compatibility_date = "([^"]+)"/m.exec(wrangler)[1],
  compatibilityFlags: ['nodejs_compat'],
  kvNamespaces: ['SEARCH_INDEX'],
  inspectorPort: 0,
  port: 0,
})

try {
  await mf.ready
  const kv = await mf.getKVNamespace('SEARCH_INDEX')
  for (const name of readdirSync(dir)) {
    const value = readFileSync(`${dir}/${name}`)
    const key = decodeURIComponent(name)
    await kv.put(key, key.endsWith(':manifest') ? value.toString('utf8') : value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength))
  }

  const socket = new WebSocket(new URL(`/core:user:${NAME}`, await mf.getInspectorURL()))
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error('the workerd inspector refused the connection'))
  })
  const pending = new Map()
  let lastId = 0
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data))
    pending.get(message.id)?.(message)
    pending.delete(message.id)
  }
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId
      pending.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)))
      socket.send(JSON.stringify({ id, method, params }))
    })
  const request = async (path, body) => {
    const response = await mf.dispatchFetch(`http://probe/${path}`, body === undefined ? {} : { method: 'POST', body })
    const text = await response.text()
    if (!response.ok) throw new Error(`step ${path}: ${text}`)
    return text
  }

  /**
   * Heap used after full collections. workerd runs the inspector's collection as a task of the isolate, which an
   * idle isolate only gets to when a request comes: small requests follow until the collection has answered.
   */
  const heapUsed = async () => {
    for (let i = 0; i < 3; i++) {
      let collected = false
      const collection = send('HeapProfiler.collectGarbage').then(() => (collected = true))
      const deadline = Date.now() + 60_000
      while (!collected) {
        if (Date.now() > deadline) throw new Error('the workerd inspector did not collect garbage within 60 s')
        await new Promise((resolve) => setTimeout(resolve, 20))
        await request('noop')
      }
      await collection
    }
    return (await send('Runtime.getHeapUsage')).usedSize
  }

  await send('HeapProfiler.enable')
  await request('noop')
  const used = {}
  for (const step of STEPS) {
    await request(step, queriesJson)
    used[step] = await heapUsed()
  }
  socket.close()
  // the workerd Miniflare runs: its own dependency, wherever npm placed it
  const workerd = createRequire(createRequire(import.meta.url).resolve('miniflare'))('workerd/package.json').version
  console.log(JSON.stringify({ used, runtime: `workerd ${workerd} (Miniflare)` }))
} finally {
  await mf.dispose()
}
