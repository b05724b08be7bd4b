// `npm run search:reindex`: rebuilds search index `products` from the catalogue — on the hosted Meilisearch when
// MEILISEARCH_HOST is set (with MEILISEARCH_ADMIN_KEY), otherwise on the running shop's embedded engine (`npm start`,
// or the worker named by STOREFRONT_URL). Also applies the index settings.
import { reindexSearch } from './backend.mjs'
import { startPostgres } from './postgres.mjs'
import { loadEnv } from './lib/env.mjs'
import { dataDir } from './lib/paths.mjs'
import { stackPlan } from './lib/stack.mjs'

const env = loadEnv()
const plan = stackPlan(process.argv.includes('--test') ? 'test' : 'dev')
let postgres
try {
  let databaseUrl = env.DATABASE_URL
  if (!databaseUrl) {
    postgres = await startPostgres({ port: plan.postgresPort })
    databaseUrl = postgres.url(plan.database)
  }
  const storefront = env.STOREFRONT_URL || `http://localhost:${plan.workerPort}`
  if (!env.MEILISEARCH_HOST) {
    const status = await fetch(`${storefront}/ops/search/status`, { headers: { authorization: `Bearer ${env.OPS_SECRET}` } }).catch(() => null)
    if (!status?.ok) throw new Error(`no shop answers at ${storefront}: start it with npm start (or set STOREFRONT_URL / MEILISEARCH_HOST)`)
  }
  await reindexSearch({ ...env, DATABASE_URL: databaseUrl, STOREFRONT_URL: storefront, SEED_OUTPUT: `${dataDir}/medusa-dev.json` })
} catch (error) {
  console.error(`✗ ${error.message}`)
  process.exitCode = 1
} finally {
  await postgres?.stop()
}
