// A redis-server of the orchestrator's own (Debian's package), for the test cluster: port by STACK_SLOT, files in
// .data/redis-<port>, no persistence (each run starts empty), stopped with the rest of the stack.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createConnection } from 'node:net'
import { dataDir } from './paths.mjs'
import { run, startProcess } from './processes.mjs'

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server'

const found = () => spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).status === 0

/** The cluster needs Debian's redis-server; install it when missing and we may (root), like Chromium. */
async function ensureRedis() {
  if (found()) return
  if (process.getuid?.() !== 0) throw new Error(`redis-server not found: install it (apt-get install -y redis-server) or set REDIS_SERVER_PATH`)
  console.log('• installing redis-server')
  await run('apt-get', ['update', '-qq'], { quiet: true })
  await run('apt-get', ['install', '-y', '-qq', 'redis-server'], { quiet: true })
  if (!found()) throw new Error('redis-server is still missing after apt-get install')
}

/** Answers once Redis replies PONG (or fails after the timeout). */
async function waitForPong(port, handle, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (handle.child.exitCode !== null) throw new Error(`redis-server exited; see ${handle.logFile}\n${handle.tail()}`)
    const pong = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'))
      socket.setTimeout(1000, () => socket.destroy())
      socket.on('data', (data) => {
        socket.destroy()
        resolve(data.toString().startsWith('+PONG'))
      })
      socket.on('error', () => resolve(false))
      socket.on('close', () => resolve(false))
    })
    if (pong) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`redis-server did not answer on ${port} within ${timeoutMs / 1000} s`)
}

export async function startRedis({ port }) {
  await ensureRedis()
  const dir = `${dataDir}/redis-${port}`
  mkdirSync(dir, { recursive: true })
  const handle = await startProcess(
    `redis-${port}`,
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    {
      pidFile: `${dataDir}/redis-${port}.pid`,
    },
  )
  await waitForPong(port, handle)
  return { url: `redis://127.0.0.1:${port}`, stop: handle.stop }
}
