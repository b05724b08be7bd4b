// Production's topology on this machine, for the journeys that must hold across instances (docs/deployment.md):
// Redis, two Medusa instances in "server" mode and one in "worker" mode (subscribers, jobs), all on a database of
// its own (a copy of the seeded template, as the side stack's), a round-robin balancer in front of the servers and a worker (workerd) of its own pointed at it. Uploads
// go to an S3-compatible server (s3rver) through @medusajs/file-s3, as production's go to R2.
// `npm test` boots it in the background while the rest of the suite runs; the `cluster` project waits for it. With a
// database of its own, its tests run beside whichever stack's journeys are still going: its worker-mode instance's
// jobs and subscribers (mail retries, purges) never act on a stack's orders.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { migrateBackend, startMedusa } from '../backend.mjs'
import { databaseName } from '../postgres.mjs'
import { startBalancer } from './balancer.mjs'
import { startClusterControl } from './cluster-control.mjs'
import { CLUSTER_BUCKET, clusterPorts, clusterStatusFile } from './cluster-env.mjs'
import { fingerprint, once } from './fingerprint.mjs'
import { dataDir } from './paths.mjs'
import { startRedis } from './redis.mjs'
import { startS3Server } from './s3-server.mjs'
import { migrateAndSeed } from './stack.mjs'
import { startWorker, TEST_DEADLINES } from './worker.mjs'

const stops = []

/** Stops what startCluster started, newest first. */
export async function stopCluster() {
  while (stops.length) await stops.pop()()
}

/**
 * Starts the cluster next to a running test stack (`startStack('test')`'s result) and writes
 * `{ status: 'ready' | 'failed', … }` to the status file the tests read. Never rejects: a failure is
 * reported there (and returned), so the rest of the suite still runs. Resolves `{ ok, databaseUrl, publishableKey }`: the
 * cluster's database and key, which its tests read (DATABASE_URL, MEDUSA_PUBLISHABLE_KEY).
 */
export async function startCluster(stack, { log = console.log } = {}) {
  const statusFile = clusterStatusFile()
  rmSync(statusFile, { force: true })
  const started = Date.now()
  try {
    const ports = clusterPorts()
    let redis = await startRedis({ port: ports.redis })
    stops.push(() => redis.stop())
    const workerUrl = `http://localhost:${ports.worker}`
    const s3 = await startS3Server({ port: ports.s3, bucket: CLUSTER_BUCKET, directory: `${dataDir}/s3-${ports.s3}`, allowedOrigin: workerUrl })
    stops.push(s3.stop)
    // the stack's database name with `_cluster`, on the same server: copied from the template the stack was seeded into
    const databaseUrl = Object.assign(new URL(stack.databaseUrl), { pathname: `/${databaseName(stack.databaseUrl)}_cluster` }).toString()
    const seedOutput = `${dataDir}/medusa-${databaseName(databaseUrl)}.json`
    const databaseEnv = { ...stack.backendEnv, DATABASE_URL: databaseUrl, SEED_OUTPUT: seedOutput }
    // seeded (where no template serves) as the stack was: its pictures where the stack's are, not in the bucket
    await migrateAndSeed({ databaseUrl, backendEnv: databaseEnv, seedOutput, log: () => {} })
    // the price-list boundaries job every 2 s: the Redis restart test sees a scheduled job run again in seconds
    const env = { ...databaseEnv, ...s3.backendEnv, REDIS_URL: redis.url, PRICE_LIST_BOUNDARY_INTERVAL_MS: '2000' }
    const { publishableKey } = JSON.parse(readFileSync(seedOutput, 'utf8'))
    // the Redis workflow engine has migrations of its own
    await once(
      `migrate-redis:${databaseUrl}`,
      fingerprint(['backend/package.json', 'backend/medusa-config.ts', 'backend/src/modules', 'backend/src/links']),
      () => migrateBackend(env),
    )

    const storefront = `http://127.0.0.1:${ports.purgeReceiver}`
    const instances = [...ports.servers.map((port) => ({ port, mode: 'server' })), { port: ports.workerMode, mode: 'worker' }]
    // subscribers run on the worker-mode instance only: its purges go to the cluster test's receiver
    const startInstance = ({ port, mode }) => startMedusa({ ...env, MEDUSA_WORKER_MODE: mode, STOREFRONT_URL: storefront }, { port })
    const medusas = await Promise.all(instances.map(startInstance))
    // the fault tests replace a server they killed: the stop at the end ends whichever runs
    stops.push(() => Promise.all(medusas.map((medusa) => medusa.stop())))
    const servers = medusas.slice(0, ports.servers.length).map((medusa) => medusa.url)
    const server = (n) => {
      if (!(n >= 0 && n < ports.servers.length)) throw new Error(`no Medusa server ${n}`)
      return n
    }
    const control = await startClusterControl({
      port: ports.control,
      parts: {
        killServer: (n) => medusas[server(n)].kill(),
        startServer: async (n) => {
          await medusas[server(n)].stop()
          medusas[n] = await startInstance(instances[n])
        },
        restartRedis: async () => {
          await redis.stop()
          redis = await startRedis({ port: ports.redis })
        },
      },
    })
    stops.push(control.stop)
    const balancer = await startBalancer({ port: ports.balancer, targets: servers })
    stops.push(balancer.stop)

    const worker = await startWorker({
      port: ports.worker,
      persistTo: `${dataDir}/wrangler-cluster`,
      build: stack.build,
      // the cluster shares the loaded machine with the rest of the suite (worker.mjs)
      vars: {
        MEDUSA_BACKEND_URL: balancer.url,
        MEDUSA_PUBLISHABLE_KEY: publishableKey,
        OPS_SECRET: stack.env.OPS_SECRET,
        EDGE_SECRET: stack.env.EDGE_SECRET,
        MEDIA_ORIGIN: s3.url,
        MEDIA_UPLOAD_ORIGIN: s3.url,
        ...TEST_DEADLINES,
      },
    })
    stops.push(worker.stop)
    const sync = await fetch(`${worker.url}/ops/slugs/sync`, { method: 'POST', headers: { authorization: `Bearer ${stack.env.OPS_SECRET}` } })
    if (!sync.ok) throw new Error(`cluster slug sync failed: ${sync.status} ${await sync.text()}`)

    const seconds = Math.round((Date.now() - started) / 1000)
    writeFileSync(
      statusFile,
      JSON.stringify({
        status: 'ready',
        seconds,
        databaseUrl,
        publishableKey,
        redis: redis.url,
        servers,
        balancer: balancer.url,
        worker: worker.url,
        media: s3.url,
      }),
    )
    log(
      `• cluster ready in ${seconds} s (2 Medusa servers + 1 worker-mode instance on Redis, uploads in s3rver ${s3.url}, balancer ${balancer.url}, worker ${worker.url})`,
    )
    return { ok: true, databaseUrl, publishableKey }
  } catch (error) {
    writeFileSync(statusFile, JSON.stringify({ status: 'failed', error: error.message }))
    log(`✗ cluster failed to start: ${error.message.split('\n')[0]}`)
    return { ok: false, error }
  }
}
