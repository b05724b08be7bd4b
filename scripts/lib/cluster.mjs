// Production's topology on this machine, for the journeys that must hold across instances (docs/deployment.md):
// Redis, two Medusa instances in "server" mode and one in "worker" mode (subscribers, jobs), all on the test
// database, a round-robin balancer in front of the servers and a worker (workerd) of its own pointed at it. Uploads
// go to an S3-compatible server (s3rver) through @medusajs/file-s3, as production's go to R2.
// `npm test` boots it in the background while the rest of the suite runs; the `cluster` project waits for it.
import { rmSync, writeFileSync } from 'node:fs'
import { migrateBackend, startMedusa } from '../backend.mjs'
import { startBalancer } from './balancer.mjs'
import { startClusterControl } from './cluster-control.mjs'
import { CLUSTER_BUCKET, clusterPorts, clusterStatusFile } from './cluster-env.mjs'
import { fingerprint, once } from './fingerprint.mjs'
import { dataDir } from './paths.mjs'
import { startRedis } from './redis.mjs'
import { startS3Server } from './s3-server.mjs'
import { startWorker, TEST_DEADLINES } from './worker.mjs'

const stops = []

/** Stops what startCluster started, newest first. */
export async function stopCluster() {
  while (stops.length) await stops.pop()()
}

/**
 * Starts the cluster next to a running test stack (`startStack('test')`'s result) and writes
 * `{ status: 'ready' | 'failed', … }` to the status file the tests read. Never rejects: a failure is
 * reported there (and returned), so the rest of the suite still runs.
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
    const env = { ...stack.backendEnv, ...s3.backendEnv, REDIS_URL: redis.url }
    // the Redis workflow engine has migrations of its own
    await once(
      `migrate-redis:${stack.databaseUrl}`,
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
        MEDUSA_PUBLISHABLE_KEY: stack.publishableKey,
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
      JSON.stringify({ status: 'ready', seconds, redis: redis.url, servers, balancer: balancer.url, worker: worker.url, media: s3.url }),
    )
    log(
      `• cluster ready in ${seconds} s (2 Medusa servers + 1 worker-mode instance on Redis, uploads in s3rver ${s3.url}, balancer ${balancer.url}, worker ${worker.url})`,
    )
    return { ok: true }
  } catch (error) {
    writeFileSync(statusFile, JSON.stringify({ status: 'failed', error: error.message }))
    log(`✗ cluster failed to start: ${error.message.split('\n')[0]}`)
    return { ok: false, error }
  }
}
