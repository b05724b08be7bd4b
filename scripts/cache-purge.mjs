// `npm run cache:purge [-- --test | --env NAME | --remote] [--dry-run]`: starts a new generation of a worker's edge
// cache (KV CACHE_META), so every page and catalogue answer is rendered afresh, and syncs the slug translations
// (POST /ops/purge). The target as for `npm run slugs:sync` (scripts/lib/ops-worker.mjs).
import { runOpsCommand } from './lib/ops-worker.mjs'

await runOpsCommand({
  usage: 'npm run cache:purge [-- --test | --env NAME | --remote] [--dry-run]',
  what: 'edge cache',
  path: '/ops/purge',
  report: ({ generation, slugs }) =>
    `cache purged: generation ${generation}; ${slugs?.error ?? `slug translations: ${slugs?.written} written, ${slugs?.deleted} deleted`}`,
})
