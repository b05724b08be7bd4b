// The worker an ops command calls. `/ops/…` writes the KV of the worker that answers (SLUGS, CACHE_META,
// SEARCH_INDEX), so naming the environment means naming the worker: locally (no flag) this checkout's dev stack on
// its STACK_SLOT port (`--test`: the test stack's) with OPS_SECRET from .env, or another local worker given in the
// URL variable; `--env NAME` (`--remote`: production) the deployed worker of wrangler.toml's [env.NAME] (its route,
// or the URL variable) with OPS_SECRET from the shell. A worker off this machine is never called without --env.
import { deployedWorkerUrl, takeTargetArgs } from './deployed-env.mjs'
import { loadEnv } from './env.mjs'
import { stackPlan } from './stack-plan.mjs'

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * Resolves the target from the arguments: `{ env, label, url, secret, rest }` (`env` null for a local stack; `rest`
 * the arguments left). `urlVariable` is the environment variable that may name the worker's address.
 */
export async function opsWorker(argv, { urlVariable = 'WORKER_URL' } = {}) {
  const { env, configPath, rest: afterTarget } = takeTargetArgs(argv)
  const test = afterTarget.includes('--test')
  const rest = afterTarget.filter((arg) => arg !== '--test')
  // the shell's value; locally also .env's
  const given = (process.env[urlVariable] || (env === null ? loadEnv()[urlVariable] : '') || '').replace(/\/+$/, '') || null
  if (env === null) {
    const mode = test ? 'test' : 'dev'
    const url = given ?? `http://localhost:${stackPlan(mode).workerPort}`
    if (!LOCAL_HOSTS.includes(new URL(url).hostname)) {
      throw new Error(`${urlVariable}=${url} is not on this machine: name its environment (--env production) to write to a deployed shop`)
    }
    return { env, label: given ? `the local worker at ${url}` : `the local ${mode} stack (${url})`, url, secret: loadEnv().OPS_SECRET, rest }
  }
  if (test) throw new Error('--test names the local test stack; drop it with --env or --remote')
  const url = given ?? (await deployedWorkerUrl({ configPath, env }))
  if (!url) throw new Error(`no route of [env.${env}] names the worker's host: give its address in ${urlVariable}`)
  // the deployed worker's secret (wrangler secret put), never the local one of .env
  const secret = process.env.OPS_SECRET
  if (!secret) throw new Error(`OPS_SECRET is not set: give [env.${env}]'s secret in the shell (OPS_SECRET=… npm run …)`)
  return { env, label: `[env.${env}] at ${url}`, url, secret, rest }
}

/** Calls `/ops/…` with the bearer secret; resolves with the JSON answer, or rejects with the worker's message. */
async function callOps(worker, method, path) {
  if (!worker.secret) throw new Error('OPS_SECRET is empty: set it in .env (the worker gets the same value)')
  let response
  try {
    response = await fetch(`${worker.url}${path}`, { method, headers: { authorization: `Bearer ${worker.secret}` } })
  } catch (error) {
    throw new Error(
      `${worker.url} is not reachable (${error.cause?.code ?? error.message}); is ${worker.env === null ? 'the worker running (npm start)' : 'the worker deployed'}?`,
    )
  }
  const body = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`${method} ${path} on ${worker.label}: ${response.status} ${body.message ?? ''}`)
  return body
}

/**
 * A whole ops command: resolves the worker from the process's arguments, names it (`--dry-run` stops there), POSTs
 * `path` and prints `report(answer)`; a failure is one line and exit code 1.
 */
export async function runOpsCommand({ usage, what, path, report }) {
  try {
    const worker = await opsWorker(process.argv.slice(2))
    const unknown = worker.rest.filter((arg) => arg !== '--dry-run')
    if (unknown.length) throw new Error(`unknown argument ${unknown[0]}; usage: ${usage}`)
    console.log(`→ ${what} of ${worker.label}`)
    if (!worker.rest.includes('--dry-run')) console.log(`✓ ${report(await callOps(worker, 'POST', path))}`)
  } catch (error) {
    console.error(`✗ ${error.message}`)
    process.exitCode = 1
  }
}
