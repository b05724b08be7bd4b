/**
 * The test cluster's faults, through the orchestrator's switchboard (`scripts/lib/cluster-control.mjs`, passed as
 * CLUSTER_CONTROL_URL): a Medusa server killed with SIGKILL and started again, Redis restarted empty.
 */
async function control(path: string) {
  const url = process.env.CLUSTER_CONTROL_URL
  if (!url) throw new Error('CLUSTER_CONTROL_URL is not set: run the cluster tests with `npm test`')
  const response = await fetch(`${url}${path}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`cluster control ${path} answered ${response.status}: ${await response.text()}`)
}

/** The Medusa servers behind the balancer, as CLUSTER_SERVER_URLS lists them (index 0 and 1). */
export const clusterServers = () => (process.env.CLUSTER_SERVER_URLS ?? '').split(',').filter(Boolean)

export const killServer = (n: number) => control(`/servers/${n}/kill`)
/** Starts server n again and resolves once it is healthy. */
export const startServer = (n: number) => control(`/servers/${n}/start`)
export const restartRedis = () => control('/redis/restart')
