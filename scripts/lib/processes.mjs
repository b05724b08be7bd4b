import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import { logDir, root } from './paths.mjs'

const running = new Set()

/**
 * Starts a long-running child in its own process group with its output in .data/logs/<name>.log,
 * so stopping it also stops whatever it spawned (wrangler → workerd, medusa → node).
 */
export function startProcess(name, command, args, { env = {}, cwd = root } = {}) {
  mkdirSync(logDir, { recursive: true })
  const logFile = `${logDir}/${name}.log`
  const log = createWriteStream(logFile)
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const handle = { name, child, logFile, stop: () => stopGroup(child) }
  running.add(handle)
  child.on('exit', () => running.delete(handle))
  return handle
}

function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => kill(child, 'SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    kill(child, 'SIGTERM')
  })
}

function kill(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Stops every process this orchestrator started, newest first. */
export async function stopAll() {
  for (const handle of [...running].reverse()) await handle.stop()
}

/** Runs a command to completion, streaming its output, and rejects on a non-zero exit. */
export function run(command, args, { env = {}, cwd = root, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? 'ignore' : 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/** Polls a URL until it answers below 500, or fails with the tail of the process log. */
export async function waitForUrl(url, { timeoutMs = 60_000, process: handle } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (handle && handle.child.exitCode !== null) break
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  const hint = handle ? `; see ${handle.logFile}` : ''
  throw new Error(`${url} did not come up${hint}`)
}
