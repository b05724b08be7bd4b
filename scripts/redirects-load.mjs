// `npm run redirects:load -- file.csv [--remote | --env NAME] [--config FILE] [--persist-to DIR] [--dry-run]`
// Validates a redirect table (CSV: from,to[,status]) and writes it to KV `REDIRECTS` with wrangler.
// Local (default): the dev worker's KV in .data/wrangler. `--env NAME`: the namespace of wrangler.toml's [env.NAME];
// `--remote` alone means `--env production` (scripts/lib/deployed-env.mjs). `--dry-run` validates and names the
// namespace without writing.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'csv-parse/sync'
import { fitsKvKey, isAbsolute, isSafeTarget, MAX_KEY_BYTES, redirectKey, targetKey } from '../worker/redirects/redirect-rules.mjs'
import { kvNamespaceId, takeTargetArgs } from './lib/deployed-env.mjs'
import { dataDir, root } from './lib/paths.mjs'

// the worker's own rules: what is loaded here is exactly what the worker follows
export { redirectKey }

const STATUSES = [301, 302, 307, 308]

/** Parses the CSV text into rows `{ line, from, to, status }`; a first row `from,to[,status]` is a header. */
export function readRows(text) {
  const records = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, info: true, bom: true })
  const rows = records.map(({ record, info }) => ({ line: info.lines, cells: record }))
  if (rows.length && rows[0].cells[0]?.toLowerCase() === 'from' && rows[0].cells[1]?.toLowerCase() === 'to') rows.shift()
  return rows
}

function checkRow({ line, cells }) {
  const errors = []
  const [from = '', to = '', statusText = ''] = cells
  if (cells.length < 2 || cells.length > 3) errors.push(`row ${line}: expected 2 or 3 columns (from,to[,status]), got ${cells.length}`)
  if (!from.startsWith('/') || from.startsWith('//')) errors.push(`row ${line}: from '${from}' must be a path starting with '/'`)
  else if (/[?#\s]/.test(from)) errors.push(`row ${line}: from '${from}' must be a bare path (no query, fragment or spaces)`)
  else if (!fitsKvKey(redirectKey(from))) errors.push(`row ${line}: from '${from.slice(0, 60)}…' is too long (its key must fit ${MAX_KEY_BYTES} bytes)`)
  let targetOk = false
  if (isAbsolute(to)) {
    try {
      new URL(to)
      targetOk = isSafeTarget(to)
      if (!targetOk) errors.push(`row ${line}: to '${to}' must be a plain http(s):// URL (no credentials, backslashes or spaces)`)
    } catch {
      errors.push(`row ${line}: to '${to}' is not a valid URL`)
    }
  } else if (isSafeTarget(to)) targetOk = true
  else
    errors.push(
      `row ${line}: to '${to}' must be a path of the shop starting with a single '/' (no '//', '/\\', backslashes or spaces, also not percent-encoded) or an http(s):// URL`,
    )
  const status = statusText === '' ? 301 : Number(statusText)
  if (!STATUSES.includes(status)) errors.push(`row ${line}: status '${statusText}' must be one of ${STATUSES.join(', ')}`)
  if (targetOk && from.startsWith('/') && targetKey(to) === redirectKey(from)) errors.push(`row ${line}: '${from}' redirects to itself`)
  return { errors, entry: { line, from, to, status } }
}

/** Cycles across the whole table: following relative targets must never come back to a source. */
function findCycles(entries) {
  const byKey = new Map(entries.map((entry) => [redirectKey(entry.from), entry]))
  const errors = []
  const reported = new Set()
  for (const start of entries) {
    const chain = [start]
    const seen = new Set([redirectKey(start.from)])
    let next = byKey.get(targetKey(start.to))
    while (next) {
      const key = redirectKey(next.from)
      if (seen.has(key)) {
        const cycle = chain.slice(chain.findIndex((entry) => redirectKey(entry.from) === key))
        const id = cycle
          .map((entry) => entry.line)
          .sort((a, b) => a - b)
          .join(',')
        if (!reported.has(id) && cycle.length > 1) {
          reported.add(id)
          errors.push(`rows ${cycle.map((e) => e.line).join(', ')}: redirect loop ${[...cycle.map((e) => e.from), cycle[0].from].join(' → ')}`)
        }
        break
      }
      seen.add(key)
      chain.push(next)
      next = byKey.get(targetKey(next.to))
    }
  }
  return errors
}

/** Validates every row; returns the errors (with row numbers) and the KV entries to write. */
export function validateTable(rows) {
  const errors = []
  const entries = []
  const firstLine = new Map()
  for (const row of rows) {
    const checked = checkRow(row)
    errors.push(...checked.errors)
    if (checked.errors.length) continue
    const key = redirectKey(checked.entry.from)
    if (firstLine.has(key)) {
      errors.push(`row ${row.line}: '${checked.entry.from}' is already redirected in row ${firstLine.get(key)}`)
      continue
    }
    firstLine.set(key, row.line)
    entries.push(checked.entry)
  }
  errors.push(...findCycles(entries))
  const kv = entries.map((entry) => ({ key: redirectKey(entry.from), value: JSON.stringify({ to: entry.to, status: entry.status }) }))
  return { errors, kv }
}

const USAGE = 'usage: npm run redirects:load -- file.csv [--remote | --env NAME] [--config FILE] [--persist-to DIR] [--dry-run]'

/** The arguments: `{ file, env, configPath, persistTo, dryRun }`; `env` null for local KV (scripts/lib/deployed-env.mjs). */
export function parseArgs(argv) {
  const { env, configPath, rest } = takeTargetArgs(argv)
  const options = { file: null, env, configPath, persistTo: `${dataDir}/wrangler`, dryRun: false }
  let persistGiven = false
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]
    if (arg === '--dry-run') options.dryRun = true
    else if (arg === '--persist-to' || arg.startsWith('--persist-to=')) {
      options.persistTo = arg === '--persist-to' ? rest[++i] : arg.slice('--persist-to='.length)
      persistGiven = true
    } else if (!arg.startsWith('--') && !options.file) options.file = arg
    else throw new Error(`unknown argument ${arg}`)
  }
  if (!options.file) throw new Error(USAGE)
  if (env !== null && persistGiven) throw new Error('--persist-to is for local KV only; drop it with --remote / --env')
  return options
}

/**
 * Where the table goes: `{ label, args }`, `args` naming the namespace for `wrangler kv bulk put`. Remote: the id
 * resolved from wrangler.toml as wrangler resolves it for that environment, passed on as the id itself, so what is
 * printed is what is written. Local: the top-level binding, which the local worker reads.
 */
export async function redirectTarget({ env, configPath, persistTo }) {
  const namespaceId = await kvNamespaceId({ configPath, env, binding: 'REDIRECTS' })
  if (env === null) {
    return {
      label: `local KV REDIRECTS (namespace ${namespaceId}) in ${persistTo}`,
      args: ['--binding', 'REDIRECTS', '--local', '--persist-to', persistTo, '--config', configPath],
    }
  }
  return {
    label: `KV REDIRECTS of [env.${env}] (namespace ${namespaceId})`,
    args: ['--namespace-id', namespaceId, '--remote', '--env', env, '--config', configPath],
  }
}

async function main() {
  let options
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`✗ ${error.message}`)
    process.exit(2)
  }
  let rows
  try {
    rows = readRows(readFileSync(options.file, 'utf8'))
  } catch (error) {
    console.error(`✗ ${options.file}: ${error.message}`)
    process.exit(1)
  }
  const { errors, kv } = validateTable(rows)
  if (errors.length) {
    for (const error of errors) console.error(`✗ ${error}`)
    console.error(`\n${errors.length} problem(s) in ${options.file}; nothing was written.`)
    process.exit(1)
  }
  console.log(`✓ ${kv.length} redirect(s) valid`)
  let target
  try {
    target = await redirectTarget(options)
  } catch (error) {
    console.error(`✗ ${error.message}`)
    process.exit(1)
  }
  console.log(`→ ${target.label}`)
  if (options.dryRun) return

  const dir = mkdtempSync(join(tmpdir(), 'redirects-'))
  const bulk = join(dir, 'redirects.json')
  writeFileSync(bulk, JSON.stringify(kv))
  const result = spawnSync(`${root}/node_modules/.bin/wrangler`, ['kv', 'bulk', 'put', bulk, ...target.args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  })
  rmSync(dir, { recursive: true, force: true })
  if (result.status !== 0) {
    console.error('✗ wrangler kv bulk put failed')
    process.exit(result.status ?? 1)
  }
  console.log(`✓ wrote ${kv.length} redirect(s) to ${target.label}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
