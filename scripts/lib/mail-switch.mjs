import { createServer } from 'node:http'
import { startMailCatcher } from './maildev.mjs'

/**
 * The test stack's mail catcher with a switch, so a test can take the shop's mail server down and bring it back
 * (`e2e/mail-server.ts`): `POST /stop` stops maildev, `POST /start` starts it again on the same ports with the inbox it
 * had; each answers 204 once done. The orchestrator owns the process either way, so it stops whichever runs.
 */
export async function startSwitchableMailCatcher(options, { port }) {
  let catcher = await startMailCatcher(options)
  const { smtpUrl, webUrl, apiUrl } = catcher
  const server = createServer(async (request, response) => {
    try {
      if (request.method === 'POST' && request.url === '/stop') {
        await catcher?.stop()
        catcher = null
      } else if (request.method === 'POST' && request.url === '/start') {
        catcher ??= await startMailCatcher({ ...options, fresh: false })
      } else return response.writeHead(404).end()
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error))
    }
  })
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return {
    smtpUrl,
    webUrl,
    apiUrl,
    switchUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.close()
      await catcher?.stop()
    },
  }
}
