import { createServer } from 'node:http'

/**
 * The test stack's PostgreSQL server with a switch, so a test can restart it under the running shop as a managed
 * database's maintenance does (`e2e/postgres-server.ts`): `POST /stop` shuts it down fast (every connection ends, then
 * nothing listens), `POST /start` starts it again on the same data; each answers 204 once done. The orchestrator keeps
 * owning the server, so it stops whichever runs at the end. A server another process runs (an `npm start` of the same
 * checkout) is not this one's to restart: the switch answers 409 saying so.
 */
export async function startPostgresSwitch(postgres, { port }) {
  const server = createServer(async (request, response) => {
    try {
      const action = request.method === 'POST' ? { '/stop': 'down', '/start': 'up' }[request.url ?? ''] : undefined
      if (!action) return response.writeHead(404).end()
      if (!postgres.switchable) {
        return response
          .writeHead(409, { 'content-type': 'text/plain' })
          .end('PostgreSQL runs in another process (an `npm start` of this checkout?): stop it, or run the test where the test stack starts its own')
      }
      await postgres.switchable[action]()
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error))
    }
  })
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return {
    switchUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
