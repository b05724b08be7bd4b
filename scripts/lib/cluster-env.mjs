// Ports and URLs of the test cluster (scripts/lib/cluster.mjs), by STACK_SLOT like every other port
// (ARCHITECTURE.md): read by the orchestrator and by vitest.config.ts for the `cluster` project.
import { dataDir } from './paths.mjs'

export function clusterPorts(slot = Number(process.env.STACK_SLOT ?? 0)) {
  const at = (base) => base + slot * 10
  return {
    redis: at(6390),
    servers: [at(9101), at(9102)],
    workerMode: at(9103),
    balancer: at(9104),
    purgeReceiver: at(9105),
    worker: at(8789),
  }
}

export const clusterStatusFile = (slot = Number(process.env.STACK_SLOT ?? 0)) => `${dataDir}/cluster-${slot}.json`

/** The environment the cluster's tests see: the same names as the single stack's, pointing at the cluster. */
export function clusterEnv() {
  const ports = clusterPorts()
  return {
    WORKER_URL: `http://localhost:${ports.worker}`,
    MEDUSA_URL: `http://localhost:${ports.balancer}`,
    CLUSTER_SERVER_URLS: ports.servers.map((port) => `http://localhost:${port}`).join(','),
    CLUSTER_PURGE_RECEIVER_PORT: String(ports.purgeReceiver),
    CLUSTER_STATUS_FILE: clusterStatusFile(),
  }
}
