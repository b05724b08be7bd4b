// `npm start`: the whole shop on this machine, from a fresh clone. Ctrl-C stops everything it started.
import { installRoot } from './lib/install.mjs'
import { stopAll } from './lib/processes.mjs'

let stopStack = async () => {}

const started = Date.now()
let stack
let stopping
// Ctrl-C reaches npm and us at once, and npm may follow with SIGTERM: stop only once.
const shutdown = (code = 0) => (stopping ??= stopAndExit(code))
const stopAndExit = async (code) => {
  console.log('\n• stopping')
  await stopStack()
  await stopAll()
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

try {
  // Dependencies first: the rest of the orchestration imports them.
  await installRoot()
  const orchestration = await import('./lib/stack.mjs')
  stopStack = orchestration.stopStack
  stack = await orchestration.startStack('dev')
} catch (error) {
  console.error(`\n✗ ${error.message}`)
  await shutdown(1)
}

const seconds = ((Date.now() - started) / 1000).toFixed(0)
console.log(`
✓ The shop is running (ready in ${seconds} s)

  Shop          ${stack.workerUrl}/de   (English: ${stack.workerUrl}/us)
  Back office   ${stack.workerUrl}/admin
  Admin login   ${stack.env.ADMIN_EMAIL} / ${stack.env.ADMIN_PASSWORD}
  Mail inbox    ${stack.mailUrl ?? `none: mail leaves through SMTP_URL (${stack.env.SMTP_URL.replace(/\/\/[^@/]*@/, '//')})`}
  Medusa API    ${stack.medusaUrl}
  Logs          .data/logs/

Press Ctrl-C to stop.`)
