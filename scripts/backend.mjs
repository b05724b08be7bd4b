// The steps the orchestrator runs on the Medusa back end in backend/: install, migrate, seed, start.
// Each takes the environment as a plain object; full output goes to .data/logs/, one line to us.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureDatabase } from './postgres.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const backendDir = `${root}/backend`
const dataDir = `${root}/.data`
const logDir = `${dataDir}/logs`
const medusaCli = `${backendDir}/node_modules/@medusajs/cli/cli.js`
const installStamp = `${backendDir}/node_modules/.install-stamp`
const HEALTH_TIMEOUT_MS = 120_000

/**
 * `npm install` in backend/ unless node_modules is newer than package.json and its lock file.
 * npm 11 runs only the install scripts listed in package.json's allowScripts; new ones (after a
 * dependency change) are approved and rebuilt, and the approval must then be committed.
 */
export async function installBackend() {
  if (isInstalled()) return
  console.log('• installing the back end (npm install in backend/)')
  await run('npm', ['install', '--no-audit', '--no-fund'], { log: 'backend-install' })
  const pending = await run('npm', ['install-scripts', 'ls'], { log: 'backend-install' })
  if (/not yet covered by allowScripts/.test(pending)) {
    console.log('• approving new install scripts in backend/package.json (commit the change)')
    await run('npm', ['install-scripts', 'approve', '--all', '--no-allow-scripts-pin'], { log: 'backend-install' })
    await run('npm', ['rebuild'], { log: 'backend-install' })
  }
  writeFileSync(installStamp, `${new Date().toISOString()}\n`)
}

/** Creates the database if needed and applies Medusa's migrations and link tables. */
export async function migrateBackend(env) {
  await ensureDatabase(requireDatabaseUrl(env))
  await medusa(['db:migrate', '--execute-safe-links'], env, 'medusa-migrate')
}

/** Runs the idempotent seed and prints its one-line summary. */
export async function seedBackend(env) {
  const output = await medusa(['exec', './src/scripts/seed.ts'], env, 'medusa-seed')
  const summary = output.split('\n').find((line) => line.startsWith('seed:'))
  if (summary) console.log(`  ${summary.trim()}`)
}

/**
 * Starts `medusa start` (production mode, TypeScript compiled on the fly, no build step) in its
 * own process group and resolves once GET /health answers 200.
 */
export async function startMedusa(env, { port = 9000 } = {}) {
  requireDatabaseUrl(env)
  const pidFile = `${dataDir}/medusa-${port}.pid`
  await stopOrphan(pidFile, port)
  mkdirSync(logDir, { recursive: true })
  const logFile = `${logDir}/medusa-${port}.log`
  const log = createWriteStream(logFile)
  const child = spawn(process.execPath, [medusaCli, 'start', '--port', String(port)], {
    cwd: backendDir,
    env: medusaEnv(env, { NODE_ENV: 'production', PORT: String(port) }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  writeFileSync(pidFile, String(child.pid))
  const tail = keepTail(child, log)
  const url = `http://localhost:${port}`
  const stop = async () => {
    await stopGroup(child)
    rmSync(pidFile, { force: true })
  }
  try {
    await waitForHealth(url, child)
  } catch (error) {
    await stop()
    throw new Error(`Medusa did not become healthy on ${url}: ${error.message} (log: ${logFile})\n${tail()}`)
  }
  return { url, stop }
}

/**
 * Medusa runs in its own process group, so it outlives an orchestrator that was killed outright
 * (SIGKILL, a CI timeout) and keeps the port. Such an orphan of an earlier run is stopped; a
 * Medusa that some live process still runs on this port is left alone and reported.
 */
async function stopOrphan(pidFile, port) {
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8'))
  const cmdline = readProc(pid, 'cmdline').replaceAll('\0', ' ')
  if (cmdline.includes(medusaCli) && cmdline.includes(`--port ${port}`)) {
    const parent = Number(readProc(pid, 'stat').split(') ')[1]?.split(' ')[1])
    if (parent !== 1) throw new Error(`Medusa already runs on port ${port} (pid ${pid}); stop it with: kill -- -${pid}`)
    signalGroup({ pid }, 'SIGKILL')
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

function isInstalled() {
  if (!existsSync(installStamp)) return false
  const installedAt = statSync(installStamp).mtimeMs
  return ['package.json', 'package-lock.json']
    .map((name) => `${backendDir}/${name}`)
    .every((file) => !existsSync(file) || statSync(file).mtimeMs <= installedAt)
}

function requireDatabaseUrl(env) {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set')
  return env.DATABASE_URL
}

function medusaEnv(env, extra = {}) {
  return { ...process.env, ...env, MEDUSA_DISABLE_TELEMETRY: 'true', ...extra }
}

function medusa(args, env, logName) {
  return run(process.execPath, [medusaCli, ...args], { env: medusaEnv(env), log: logName })
}

/** Runs a command in backend/, appending its output to .data/logs/<log>.log; rejects with the tail on failure. */
function run(command, args, { env = process.env, log }) {
  mkdirSync(logDir, { recursive: true })
  const logFile = `${logDir}/${log}.log`
  const stream = createWriteStream(logFile, { flags: 'a' })
  stream.write(`\n$ ${[command, ...args].join(' ')}\n`)
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: backendDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const collect = (chunk) => {
      stream.write(chunk)
      output += chunk
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', reject)
    child.on('close', (code) => {
      stream.end()
      if (code === 0) return resolvePromise(output)
      reject(new Error(`${[command, ...args].join(' ')} failed (${code}), see ${logFile}\n${lastLines(output)}`))
    })
  })
}

function keepTail(child, log) {
  let recent = ''
  const onData = (chunk) => {
    log.write(chunk)
    recent = (recent + chunk).slice(-8000)
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  child.on('close', () => log.end())
  return () => lastLines(recent)
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the process exited (${child.exitCode ?? child.signalCode})`)
    }
    try {
      const response = await fetch(`${url}/health`)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no 200 from /health within ${HEALTH_TIMEOUT_MS / 1000} s`)
}

/** SIGTERM to the whole group (Medusa may spawn workers), SIGKILL if it lingers. */
function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolvePromise()
    })
    signalGroup(child, 'SIGTERM')
  })
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

function lastLines(text, count = 25) {
  return text.trimEnd().split('\n').slice(-count).join('\n')
}
