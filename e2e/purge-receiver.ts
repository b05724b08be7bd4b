import { createServer } from 'node:http'

/**
 * Stands in for the storefront of the cluster's worker-mode Medusa (its STOREFRONT_URL is CLUSTER_PURGE_RECEIVER_PORT,
 * scripts/lib/cluster.mjs): records the event of each purge it is sent (`POST /ops/purge`), so a test sees what that
 * instance did (its subscribers and scheduled jobs run nowhere else).
 */
export function purgeReceiver() {
  const events: string[] = []
  const server = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    events.push((JSON.parse(raw || '{}') as { event?: string }).event ?? '')
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"generation":"test"}')
  })
  return {
    events,
    listen: () => new Promise<void>((resolve) => server.listen(Number(process.env.CLUSTER_PURGE_RECEIVER_PORT), '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
