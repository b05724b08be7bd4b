import { existsSync } from 'node:fs'
import { buildDir, wranglerBuildArgs } from './client-build.mjs'
import { dataDir, root } from './paths.mjs'
import { startProcess, waitForUrl } from './processes.mjs'

/**
 * The test workers wait longer for Medusa than production (4 s reads / 10 s writes): on a machine running several
 * stacks and the whole suite at once, a slow answer is load, not a hung back end. The deadlines themselves are
 * tested by workers of their own with the production values (scripts/lib/fixture-worker.mjs).
 */
export const TEST_DEADLINES = { MEDUSA_READ_TIMEOUT_MS: '20000', MEDUSA_WRITE_TIMEOUT_MS: '30000' }

/**
 * Runs the worker in workerd through `wrangler dev`, with the back end's URL and keys as vars, on the client build
 * `build` (scripts/lib/client-build.mjs: the stack's own, which the stack built before).
 */
export async function startWorker({ port, persistTo, vars, build }) {
  if (!existsSync(`${buildDir(build)}/.vite/manifest.json`)) throw new Error(`no client build in ${buildDir(build)}: the stack builds it first`)
  const varArgs = Object.entries(vars)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) => ['--var', `${key}:${value}`])
  const handle = await startProcess(
    `worker-${port}`,
    `${root}/node_modules/.bin/wrangler`,
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persistTo ?? `${dataDir}/wrangler`,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...wranglerBuildArgs(build),
      ...varArgs,
    ],
    // NODE_ENV=production: wrangler dev otherwise bundles React's development server build, which renders about
    // four times slower than what `wrangler deploy` ships; the local shop should behave like the deployed one.
    // WRANGLER_LOG_PATH: wrangler's debug log (timestamped, every request the worker makes) beside the worker's own
    // log in .data/logs, where a failed run's logs are looked for, rather than growing in the home directory
    {
      env: {
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        NO_COLOR: '1',
        NODE_ENV: 'production',
        WRANGLER_LOG_PATH: `${dataDir}/logs/wrangler-${port}.log`,
      },
      pidFile: `${dataDir}/worker-${port}.pid`,
    },
  )
  const url = `http://localhost:${port}`
  await waitForUrl(`${url}/api/regions`, { timeoutMs: 90_000, process: handle })
  return { url, stop: handle.stop }
}
