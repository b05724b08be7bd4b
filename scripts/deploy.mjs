// `npm run deploy`: builds the client bundles and deploys the worker's production environment (wrangler.toml
// [env.production]) with `wrangler deploy --env production`. Needs `npx wrangler login` or CLOUDFLARE_API_TOKEN.
// `npm run deploy -- --dry-run` builds and bundles only (no account needed). See docs/deployment.md.
import { readFileSync } from 'node:fs'
import { root } from './lib/paths.mjs'

/** Values in [env.production] that are still this repository's placeholders (REPLACE_WITH_… ids, *.example hosts). */
export function productionPlaceholders(toml) {
  const start = toml.indexOf('[env.production]')
  if (start < 0) return ['wrangler.toml has no [env.production]']
  const section = toml
    .slice(start)
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
  const found = [...section.matchAll(/REPLACE_WITH_[A-Z_]+|[a-z0-9.-]+\.example\b/g)].map((match) => match[0])
  return [...new Set(found)]
}

/** The worker's secrets (the worker answers 503 without them; worker/config/production-config.ts). */
export const WORKER_SECRET_NAMES = ['OPS_SECRET', 'EDGE_SECRET', 'MEDUSA_PUBLISHABLE_KEY']

async function deploy(dryRun) {
  const { installRoot } = await import('./lib/install.mjs')
  const { build } = await import('./build.mjs')
  const { run } = await import('./lib/processes.mjs')
  const wrangler = `${root}/node_modules/.bin/wrangler`
  const env = { WRANGLER_SEND_METRICS: 'false', NODE_ENV: 'production' }

  const placeholders = productionPlaceholders(readFileSync(`${root}/wrangler.toml`, 'utf8'))
  if (placeholders.length && !dryRun) {
    throw new Error(`wrangler.toml [env.production] still has placeholders, set your own values first:\n  ${placeholders.join('\n  ')}`)
  }
  await installRoot()
  console.log('• building the client bundles')
  await build()
  if (dryRun) {
    const { buildWorkerBundle, mib } = await import('./lib/worker-bundle.mjs')
    const bundle = await buildWorkerBundle()
    console.log(`• dry run: worker bundle ${mib(bundle.bytes)}, gzip ${mib(bundle.gzipBytes)} in .data/worker-bundle`)
    if (placeholders.length) console.log(`  (a real deploy needs your values for: ${placeholders.join(', ')})`)
    return
  }
  const listed = JSON.parse(await run(wrangler, ['secret', 'list', '--env', 'production', '--format', 'json'], { env, log: 'deploy' }))
  const missing = WORKER_SECRET_NAMES.filter((name) => !listed.some((secret) => secret.name === name))
  if (missing.length) throw new Error(`set the worker's secrets first: ${missing.map((name) => `npx wrangler secret put ${name} --env production`).join('; ')}`)
  console.log('• deploying the worker (wrangler deploy --env production)')
  await run(wrangler, ['deploy', '--env', 'production'], { env })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await deploy(process.argv.includes('--dry-run'))
  } catch (error) {
    console.error(`✗ ${error.message}`)
    process.exit(1)
  }
}
