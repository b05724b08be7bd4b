// The steps the orchestrator runs on the Medusa back end in backend/: migrate, seed, start (its install: lib/backend-install.mjs).
// Each takes the environment as a plain object; full output goes to .data/logs/, one line to us.
import { dataDir, root } from './lib/paths.mjs'
import { run, startProcess, waitForUrl } from './lib/processes.mjs'
import { ensureDatabase } from './postgres.mjs'

const backendDir = `${root}/backend`
const medusaCli = `${backendDir}/node_modules/@medusajs/cli/cli.js`
const HEALTH_TIMEOUT_MS = 120_000

/** Creates the database if needed and applies Medusa's migrations and link tables. */
export async function migrateBackend(env) {
  await ensureDatabase(requireDatabaseUrl(env))
  await medusa(['db:migrate', '--execute-safe-links'], env, 'medusa-migrate')
}

/** Runs the idempotent seed and prints its one-line summary. */
export async function seedBackend(env) {
  const output = await medusa(['exec', './src/scripts/seed.ts'], env, 'medusa-seed')
  const summary = output.split('\n').find((line) => line.startsWith('seed:'))
  if (summary) console.log(`  ${summary.trim()}`)
}

/** Links every region to the payment providers the environment configures (after Stripe's keys came or went). */
export async function syncPaymentProviders(env) {
  const output = await medusa(['exec', './src/scripts/payment-providers.ts'], env, 'medusa-payment-providers')
  const summary = output.split('\n').find((line) => line.startsWith('payment providers:'))
  if (summary) console.log(`  ${summary.trim()}`)
}

/** Adds the generated catalogue (`npm run seed:catalogue -- --products N`); idempotent. */
export async function seedCatalogue(env, products) {
  const output = await medusa(['exec', './src/scripts/seed-catalogue.ts'], { ...env, CATALOGUE_PRODUCTS: String(products) }, 'medusa-seed-catalogue')
  const summary = output.split('\n').find((line) => line.startsWith('catalogue:'))
  if (summary) console.log(`  ${summary.trim()}`)
}

/** Adds generated orders up to `count` through Medusa's workflows (src/scripts/generate-orders.ts); idempotent. */
export async function generateOrders(env, count) {
  const output = await medusa(['exec', './src/scripts/generate-orders.ts'], { ...env, GENERATED_ORDERS: String(count) }, 'medusa-generate-orders')
  return (
    output
      .split('\n')
      .find((line) => line.startsWith('orders:'))
      ?.trim() ?? ''
  )
}

/** Rebuilds the search index from the catalogue (hosted Meilisearch or the worker's embedded engine at STOREFRONT_URL). */
export async function reindexSearch(env) {
  const output = await medusa(['exec', './src/scripts/search-reindex.ts'], env, 'medusa-search-reindex')
  const summary = output.split('\n').find((line) => line.startsWith('search: reindexed'))
  if (summary) console.log(`  ${summary.trim()}`)
}

/**
 * Starts `medusa start` (production mode, TypeScript compiled on the fly, no build step) in its
 * own process group and resolves once GET /health answers 200. `kill()` ends it with SIGKILL (the fault tests).
 */
export async function startMedusa(env, { port = 9000 } = {}) {
  requireDatabaseUrl(env)
  const medusa = await startProcess(`medusa-${port}`, process.execPath, [medusaCli, 'start', '--port', String(port)], {
    cwd: backendDir,
    // MEDUSA_NODE_OPTIONS: Node flags for the server only (e.g. `--inspect=127.0.0.1:9339` to take a CPU profile of a run)
    env: medusaEnv(env, { NODE_ENV: 'production', PORT: String(port), ...nodeOptions(env.MEDUSA_NODE_OPTIONS ?? process.env.MEDUSA_NODE_OPTIONS) }),
    pidFile: `${dataDir}/medusa-${port}.pid`,
  })
  const url = `http://localhost:${port}`
  try {
    await waitForUrl(`${url}/health`, { timeoutMs: HEALTH_TIMEOUT_MS, process: medusa, ready: (status) => status === 200 })
  } catch (error) {
    await medusa.stop()
    throw new Error(`Medusa did not become healthy on ${url}: ${error.message}`)
  }
  return { url, stop: medusa.stop, kill: medusa.kill }
}

/**
 * V8's young generation for a Medusa server: each request builds and drops many short-lived objects (query results,
 * workflow contexts), which the default 16 MB semi-space promotes to the old generation and collects again there.
 * With 32 MB the same three integration test files cost Medusa 4–6 % less CPU (alternating runs on this host); over a
 * whole `npm test` the difference is smaller than one run differs from the next. Production starts its instances with
 * the same flag (docs/deployment.md).
 */
const MEDUSA_SERVER_NODE_FLAGS = '--max-semi-space-size=32'

const nodeOptions = (extra) => ({ NODE_OPTIONS: [process.env.NODE_OPTIONS, MEDUSA_SERVER_NODE_FLAGS, extra].filter(Boolean).join(' ') })

function requireDatabaseUrl(env) {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set')
  return env.DATABASE_URL
}

function medusaEnv(env, extra = {}) {
  // LOCAL_STACK: this machine's stack runs `medusa start` (production mode) on the example secrets of .env.example,
  // which medusa-config refuses anywhere else (backend/src/lib/production-config.ts)
  return { ...process.env, ...env, MEDUSA_DISABLE_TELEMETRY: 'true', LOCAL_STACK: 'true', ...extra }
}

function medusa(args, env, logName) {
  return run(process.execPath, [medusaCli, ...args], { cwd: backendDir, env: medusaEnv(env), log: logName })
}
