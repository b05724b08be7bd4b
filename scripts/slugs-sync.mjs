// `npm run slugs:sync`: asks the running worker to copy Medusa's slug translations into KV SLUGS now
// (the cron trigger does the same every 15 minutes). WORKER_URL defaults to the dev worker.
import { loadEnv } from './lib/env.mjs'

const env = loadEnv()
const workerUrl = (process.env.WORKER_URL ?? env.WORKER_URL ?? 'http://localhost:8787').replace(/\/+$/, '')
const secret = env.OPS_SECRET

if (!secret) {
  console.error('✗ OPS_SECRET is empty: set it in .env (the worker gets the same value)')
  process.exit(1)
}

let response
try {
  response = await fetch(`${workerUrl}/ops/slugs/sync`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } })
} catch (error) {
  console.error(`✗ ${workerUrl} is not reachable (${error.cause?.code ?? error.message}); is the worker running (npm start)?`)
  process.exit(1)
}
const body = await response.json().catch(() => ({}))
if (!response.ok) {
  console.error(`✗ slug sync failed: ${response.status} ${body.message ?? ''}`)
  process.exit(1)
}
console.log(`✓ slug translations synced: ${body.total} entries, ${body.written} written, ${body.deleted} deleted`)
