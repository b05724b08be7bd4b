import { existsSync } from 'node:fs'
import { buildDir } from './client-build.mjs'
import { dataDir, root } from './paths.mjs'
import { startProcess, waitForUrl } from './processes.mjs'

/**
 * The test workers wait longer for Medusa than production (4 s reads / 10 s writes): on a machine running several
 * stacks and the whole suite at once, a slow answer is load, not a hung back end. The deadlines themselves are
 * tested by workers of their own with the production values (scripts/lib/fixture-worker.mjs).
 */
export const TEST_DEADLINES = { MEDUSA_READ_TIMEOUT_MS: '20000', MEDUSA_WRITE_TIMEOUT_MS: '30000' }

/**
 * Runs the worker in workerd (Miniflare on the bundle `wrangler deploy` would upload, scripts/lib/serve-worker.mjs),
 * with the back end's URL and keys as vars, on the client build `build` (scripts/lib/client-build.mjs: the stack's
 * own, which the stack built before). Its KV and cache persist under `persistTo` as `wrangler dev`'s would.
 */
export async function startWorker({ port, persistTo, vars, build }) {
  if (!existsSync(`${buildDir(build)}/.vite/manifest.json`)) throw new Error(`no client build in ${buildDir(build)}: the stack builds it first`)
  const options = { port, persistTo: persistTo ?? `${dataDir}/wrangler`, build, vars }
  const handle = await startProcess(`worker-${port}`, process.execPath, [`${root}/scripts/lib/serve-worker.mjs`, JSON.stringify(options)], {
    pidFile: `${dataDir}/worker-${port}.pid`,
  })
  const url = `http://localhost:${port}`
  await waitForUrl(`${url}/api/regions`, { timeoutMs: 90_000, process: handle })
  return { url, stop: handle.stop }
}
