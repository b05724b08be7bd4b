// `node scripts/lib/serve-worker.mjs <options as JSON>`: the worker in workerd through Miniflare, on the bundle
// `wrangler deploy` would upload. Local stacks run the worker this way rather than with `wrangler dev`, whose proxy
// worker takes any failed fetch for a reload of the worker: it answers a POST "503 Your worker restarted
// mid-request" and holds a GET until its next incoming request, then sends it again (a cart read twice).
// Miniflare's own entry worker, which `wrangler dev` also runs behind that proxy, does neither.
import { readdirSync } from 'node:fs'
import { Log, LogLevel, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { buildDir } from './client-build.mjs'
import { dataDir, root } from './paths.mjs'
import { bundleWorker } from './worker-bundle.mjs'

const { port, persistTo, build, vars } = JSON.parse(process.argv[2] ?? '{}')
if (!port || !persistTo || !build) throw new Error('usage: serve-worker.mjs {"port":…,"persistTo":…,"build":…,"vars":{…}}')

// the bundle as deployed (production React, the stack's client build's manifest), one folder per port
const bundle = `${dataDir}/worker-bundles/${port}`
await bundleWorker({ outdir: bundle, build, log: `worker-bundle-${port}` })

// bindings, KV namespaces, compatibility and the asset router as wrangler.toml declares them
const { workerOptions } = unstable_getMiniflareWorkerOptions(`${root}/wrangler.toml`, undefined, {
  overrides: { assets: { directory: buildDir(build) } },
})
const { modulesRules: _rules, ...options } = workerOptions
const wasm = readdirSync(bundle).filter((name) => name.endsWith('.wasm'))

class TimedLog extends Log {
  log(message) {
    super.log(`${new Date().toISOString()} ${message}`)
  }
}

const mf = new Miniflare({
  host: '127.0.0.1',
  port,
  // wrangler dev's layout (<persist-to>/v3/kv …): `wrangler kv … --local --persist-to` writes the same KV
  defaultPersistRoot: `${persistTo}/v3`,
  // the fallback `request.cf` rather than Cloudflare's, which no local machine needs to reach
  cf: false,
  // WORKER_LOG_REQUESTS=true: every request with its status and time, timestamped (when a journey's file never
  // arrives, the log tells whether workerd got the request at all: e2e/README.md). Off by default: each line is one
  // more call from workerd to this process, which a loaded machine running the suite pays for.
  log: new TimedLog(process.env.WORKER_LOG_REQUESTS === 'true' ? LogLevel.INFO : LogLevel.WARN),
  logRequests: process.env.WORKER_LOG_REQUESTS === 'true',
  handleStructuredLogs: ({ level, message }) => (level === 'error' || level === 'warn' ? console.error : console.log)(message),
  workers: [
    {
      ...options,
      name: 'juwelier-shop',
      modulesRoot: bundle,
      modules: [{ type: 'ESModule', path: `${bundle}/index.js` }, ...wasm.map((name) => ({ type: 'CompiledWasm', path: `${bundle}/${name}` }))],
      bindings: { ...options.bindings, ...Object.fromEntries(Object.entries(vars ?? {}).filter(([, value]) => value !== undefined)) },
    },
  ],
})
const url = await mf.ready
console.log(`worker ready on ${url}`)

const stop = async () => {
  await mf.dispose().catch(() => undefined)
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
