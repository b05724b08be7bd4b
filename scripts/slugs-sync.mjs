// `npm run slugs:sync [-- --test | --env NAME | --remote] [--dry-run]`: asks a worker to copy Medusa's slug
// translations into its KV SLUGS now (the cron trigger does the same every 15 minutes). Without a flag the dev stack
// of this checkout (WORKER_URL may name another local worker); `--env NAME` the deployed worker of [env.NAME]
// (`--remote`: production) with OPS_SECRET from the shell (scripts/lib/ops-worker.mjs).
import { runOpsCommand } from './lib/ops-worker.mjs'

await runOpsCommand({
  usage: 'npm run slugs:sync [-- --test | --env NAME | --remote] [--dry-run]',
  what: 'slug translations',
  path: '/ops/slugs/sync',
  report: (body) => `slug translations synced: ${body.total} entries, ${body.written} written, ${body.deleted} deleted`,
})
