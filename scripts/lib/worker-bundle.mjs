// The production worker bundle as `wrangler deploy --env production` would upload it, built with --dry-run
// (no Cloudflare account needed) and weighed: used by the bundle test and `npm run bench`.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { PRODUCTION_BUILD, wranglerBuildArgs } from './client-build.mjs'
import { dataDir, root } from './paths.mjs'
import { run } from './processes.mjs'

/**
 * Cloudflare's documented Worker size limits: 10 MiB after gzip on the Workers Paid plan (the compressed limit the
 * upload is checked against; 3 MiB on Free) and, since 2026, 64 MiB uncompressed on every plan. Both are checked.
 */
export const PAID_PLAN_GZIP_LIMIT = 10 * 1024 * 1024
export const UNCOMPRESSED_LIMIT = 64 * 1024 * 1024

/** What is uploaded: the script and its modules (wasm), not the source maps or wrangler's README. */
const uploaded = (name) => !name.endsWith('.map') && name !== 'README.md'

/**
 * Builds the bundle into .data/worker-bundle and returns `{ bytes, gzipBytes, files, reported }`; `reported` is
 * wrangler's own "Total Upload" line in bytes (what the dashboard shows), when it printed one.
 * Needs a client build, production's (dist/client) unless `build` names a stack's: the server renderer imports its
 * manifest (scripts/lib/client-build.mjs).
 */
export async function buildWorkerBundle({ outdir = `${dataDir}/worker-bundle`, build = PRODUCTION_BUILD } = {}) {
  const output = await bundleWorker({ outdir, build, env: 'production', log: 'worker-bundle' })
  const files = readdirSync(outdir)
    .filter(uploaded)
    .map((name) => {
      const content = readFileSync(`${outdir}/${name}`)
      return { name, bytes: content.byteLength, gzipBytes: gzipSync(content).byteLength }
    })
  const sum = (key) => files.reduce((total, file) => total + file[key], 0)
  const match = output.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/)
  const reported = match ? { bytes: Number(match[1]) * 1024, gzipBytes: Number(match[2]) * 1024 } : null
  return { bytes: sum('bytes'), gzipBytes: sum('gzipBytes'), files, reported }
}

/**
 * `wrangler deploy --dry-run` into `outdir` (emptied first): the worker as it is uploaded, for the wrangler.toml
 * environment `env` (its top level when none) and the client build `build`, whose manifest the server renderer
 * imports. The local stacks serve this bundle too (scripts/lib/serve-worker.mjs). Returns wrangler's output.
 */
export function bundleWorker({ outdir, build, env, log }) {
  rmSync(outdir, { recursive: true, force: true })
  return run(`${root}/node_modules/.bin/wrangler`, ['deploy', '--dry-run', ...(env ? ['--env', env] : []), '--outdir', outdir, ...wranglerBuildArgs(build)], {
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1', NODE_ENV: 'production' },
    log,
  })
}

export const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`
