import { mkdirSync, rmSync } from 'node:fs'
import { dataDir, root } from './paths.mjs'
import { startProcess, waitForUrl } from './processes.mjs'

/**
 * The local mail catcher (maildev): an SMTP server Medusa sends to, a web inbox for people and a REST API for
 * tests (`${apiUrl}/email/…`). Mails are kept in `dir`; `fresh` starts with an empty inbox (the test stack).
 */
export async function startMailCatcher({ smtpPort, webPort, dir, fresh = false, maxMails = 1000 }) {
  if (fresh) rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const handle = await startProcess(
    `maildev-${webPort}`,
    process.execPath,
    [
      `${root}/node_modules/maildev/dist/bin/maildev.js`,
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      dir,
      '--max-emails',
      String(maxMails),
    ],
    { pidFile: `${dataDir}/maildev-${webPort}.pid` },
  )
  const webUrl = `http://localhost:${webPort}`
  await waitForUrl(`${webUrl}/api/healthz`, { timeoutMs: 30_000, process: handle, ready: (status) => status === 200 })
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl, apiUrl: `${webUrl}/api`, stop: handle.stop }
}
