// Ports and URLs of the test cluster (scripts/lib/cluster.mjs), by STACK_SLOT like every other port
// (scripts/README.md): read by the orchestrator and by vitest.config.ts for the `cluster` project.
import { dataDir } from './paths.mjs'

export function clusterPorts(slot = Number(process.env.STACK_SLOT ?? 0)) {
  const at = (base) => base + slot * 10
  return {
    redis: at(6390),
    servers: [at(9101), at(9102)],
    workerMode: at(9103),
    balancer: at(9104),
    purgeReceiver: at(9105),
    // the S3-compatible server (s3rver) the cluster's Medusa instances store uploads in, its media origin
    s3: at(9106),
    // the fault tests' switchboard (scripts/lib/cluster-control.mjs): kill and start a server, restart Redis
    control: at(9205),
    worker: at(8789),
  }
}

export const clusterStatusFile = (slot = Number(process.env.STACK_SLOT ?? 0)) => `${dataDir}/cluster-${slot}.json`

/** The cluster's bucket on its S3 server: production's R2 bucket's stand-in. */
export const CLUSTER_BUCKET = 'juwelier-media'

/** The environment the cluster's tests see: the same names as the single stack's, pointing at the cluster. */
export function clusterEnv() {
  const ports = clusterPorts()
  return {
    WORKER_URL: `http://localhost:${ports.worker}`,
    MEDUSA_URL: `http://127.0.0.1:${ports.balancer}`,
    CLUSTER_SERVER_URLS: ports.servers.map((port) => `http://localhost:${port}`).join(','),
    CLUSTER_PURGE_RECEIVER_PORT: String(ports.purgeReceiver),
    // the cluster's worker has the same MEDIA_ORIGIN; files are at `${MEDIA_ORIGIN}/${bucket}/${key}` (path-style)
    MEDIA_ORIGIN: `http://127.0.0.1:${ports.s3}`,
    MEDIA_BUCKET: CLUSTER_BUCKET,
    CLUSTER_STATUS_FILE: clusterStatusFile(),
    CLUSTER_CONTROL_URL: `http://127.0.0.1:${ports.control}`,
  }
}

/** The `cluster` project's files (vitest.config.ts includes exactly these; add new ones here). A run whose file filters match none of them needs no cluster. */
export const CLUSTER_FILES = [
  'e2e/cart-concurrency.e2e.test.ts',
  'e2e/checkout-double-submit.e2e.test.ts',
  'backend/integration-tests/purge-subscriber.cluster.test.ts',
  'e2e/media-storage.cluster.test.ts',
  // the faults production must survive (docs/operations.md): each restores what it broke before it ends
  'e2e/postgres-restart.cluster.test.ts',
  'e2e/checkout-medusa-killed.cluster.test.ts',
  'e2e/redis-restart.cluster.test.ts',
]

/** The `cluster` project's files that `npm test <args>` runs (vitest matches file filters as substrings). */
export function clusterFilesWanted(args) {
  const projects = args.flatMap((arg, i) => (arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []))
  if (projects.length && !projects.includes('cluster')) return []
  const filters = args.filter((arg, i) => !arg.startsWith('-') && !(i > 0 && args[i - 1].startsWith('-') && !args[i - 1].includes('=')))
  return filters.length ? CLUSTER_FILES.filter((file) => filters.some((filter) => file.includes(filter))) : CLUSTER_FILES
}

/** Whether `npm test <args>` runs tests of the `cluster` project. */
export const clusterWanted = (args) => clusterFilesWanted(args).length > 0
