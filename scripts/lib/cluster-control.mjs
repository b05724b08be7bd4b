import { createServer } from 'node:http'

/**
 * The test cluster's switchboard for the fault tests (`e2e/cluster-faults.ts`), run by the orchestrator that owns the
 * processes: `POST /servers/<n>/kill` ends Medusa server n (0 or 1) with SIGKILL, as a crash would;
 * `POST /servers/<n>/start` starts it again on its port with its environment and answers once it is healthy;
 * `POST /redis/restart` stops Redis and starts it again, empty (the cluster's Redis keeps nothing on disk, so
 * whatever lived only there is gone: a restarted managed Redis without persistence). Each answers 204 once done.
 * `parts` holds the functions that do it (scripts/lib/cluster.mjs).
 */
export async function startClusterControl({ port, parts }) {
  const routes = [
    [/^\/servers\/(\d+)\/kill$/, (n) => parts.killServer(n)],
    [/^\/servers\/(\d+)\/start$/, (n) => parts.startServer(n)],
    [/^\/redis\/restart$/, () => parts.restartRedis()],
  ]
  const server = createServer(async (request, response) => {
    const route = request.method === 'POST' && routes.find(([pattern]) => pattern.test(request.url ?? ''))
    if (!route) return response.writeHead(404).end()
    try {
      const [, n] = (request.url ?? '').match(route[0]) ?? []
      await route[1](Number(n))
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error))
    }
  })
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
