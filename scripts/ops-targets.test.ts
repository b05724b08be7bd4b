import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { deployedWorkerUrl, kvNamespaceId, takeTargetArgs } from './lib/deployed-env.mjs'

// The ops commands that write KV, against a wrangler.toml whose top level and environments have namespace ids and
// routes of their own: each must write where the environment it names says, never to the top-level ids (what
// wrangler takes when no environment is named), and print that target.
const WRANGLER_TOML = `name = "ops-targets"
main = "index.js"
compatibility_date = "2026-04-01"

[[kv_namespaces]]
binding = "REDIRECTS"
id = "top-level-redirects"

[env.production]
routes = [{ pattern = "shop.production.test", custom_domain = true }]
[[env.production.kv_namespaces]]
binding = "REDIRECTS"
id = "production-redirects"

[env.staging]
routes = [{ pattern = "staging.shop.test/*", zone_name = "shop.test" }]
[[env.staging.kv_namespaces]]
binding = "REDIRECTS"
id = "staging-redirects"

[env.unfinished]
workers_dev = true
[[env.unfinished.kv_namespaces]]
binding = "REDIRECTS"
id = "REPLACE_WITH_REDIRECTS_NAMESPACE_ID"

[env.bare]
`

type Request = { method: string; url: string; authorization?: string; body: string }
let dir: string
let config: string
let csv: string
let server: Server
let base: string
const requests: Request[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ops-targets-'))
  config = join(dir, 'wrangler.toml')
  csv = join(dir, 'redirects.csv')
  writeFileSync(config, WRANGLER_TOML)
  writeFileSync(join(dir, 'index.js'), 'export default { fetch: () => new Response("") }\n')
  writeFileSync(csv, 'from,to\n/alte-ringe,/de/kategorien/ringe\n')
  // stands in for Cloudflare's API (wrangler kv bulk put) and for a deployed worker's /ops endpoints
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      requests.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, body })
      response.setHeader('content-type', 'application/json')
      if (request.url!.startsWith('/client/v4/'))
        response.end(JSON.stringify({ success: true, errors: [], messages: [], result: { successful_key_count: 1, unsuccessful_keys: [] } }))
      else response.end(JSON.stringify({ total: 4, written: 2, deleted: 0, generation: 'g7', slugs: { total: 4, written: 0, deleted: 0 } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * Runs an ops command's script with only the given environment; resolves with its exit code and output. The script runs
 * in a process group of its own, and a run past its time ends the whole group: the wrangler it started included, which
 * would otherwise go on using a core for the rest of the suite.
 */
function run(script: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.mjs`, ...args], {
      cwd: new URL('..', import.meta.url).pathname,
      detached: true,
      // empty values also hide what the checkout's .env sets (scripts/lib/env.mjs: the shell wins)
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        STACK_SLOT: '3',
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        NO_COLOR: '1',
        OPS_SECRET: '',
        DATABASE_URL: '',
        WORKER_URL: '',
        STOREFRONT_URL: '',
        MEILISEARCH_HOST: '',
        ...env,
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ code: code ?? (signal ? 1 : 0), output })
    })
  })
}

const cloudflare = () => ({ CLOUDFLARE_API_BASE_URL: `${base}/client/v4`, CLOUDFLARE_API_TOKEN: 'test-token', CLOUDFLARE_ACCOUNT_ID: 'test-account' })
/** The namespace ids wrangler's bulk writes went to. */
const bulkPuts = () => requests.filter((r) => r.method === 'PUT').map((r) => /\/storage\/kv\/namespaces\/([^/]+)\/bulk$/.exec(r.url)?.[1])
const callsWith = (secret: string) => requests.filter((r) => r.authorization === `Bearer ${secret}`).map((r) => `${r.method} ${r.url}`)

describe('resolving an environment as wrangler does', () => {
  it('--remote means production, --env names one, no flag the local stack', () => {
    expect(takeTargetArgs(['a.csv', '--remote'])).toMatchObject({ env: 'production', rest: ['a.csv'] })
    expect(takeTargetArgs(['--env=staging', '--remote', '--config', 'x.toml'])).toMatchObject({ env: 'staging', configPath: 'x.toml', rest: [] })
    expect(takeTargetArgs(['--dry-run'])).toMatchObject({ env: null, rest: ['--dry-run'] })
    expect(() => takeTargetArgs(['--env'])).toThrow('--env needs a value')
  })
  it("reads each environment's own namespace id, refusing unknown environments, missing bindings and placeholders", { timeout: 30_000 }, async () => {
    const id = (env: string | null) => kvNamespaceId({ configPath: config, env, binding: 'REDIRECTS' })
    expect(await id(null)).toBe('top-level-redirects')
    expect(await id('production')).toBe('production-redirects')
    expect(await id('staging')).toBe('staging-redirects')
    await expect(id('prodution')).rejects.toThrow('has no [env.prodution] (environments: production, staging, unfinished, bare)')
    await expect(id('unfinished')).rejects.toThrow('still the placeholder REPLACE_WITH_REDIRECTS_NAMESPACE_ID')
    // KV bindings are not inherited from the top level
    await expect(id('bare')).rejects.toThrow('binds no KV namespace REDIRECTS in [env.bare]')
  })
  it("finds each environment's worker by its first route naming one host", { timeout: 30_000 }, async () => {
    const url = (env: string) => deployedWorkerUrl({ configPath: config, env })
    expect(await url('production')).toBe('https://shop.production.test')
    expect(await url('staging')).toBe('https://staging.shop.test')
    expect(await url('unfinished')).toBeNull()
  })
})

describe.concurrent('npm run redirects:load writes to the namespace of the environment it names', () => {
  it("--remote: production's namespace, not the top-level one", { timeout: 60_000 }, async () => {
    const { code, output } = await run('redirects-load', [csv, '--remote', '--config', config], cloudflare())
    expect(output).toContain('→ KV REDIRECTS of [env.production] (namespace production-redirects)')
    expect(code).toBe(0)
    const put = requests.find((r) => r.url.includes('/production-redirects/'))
    expect(JSON.parse(put!.body)).toEqual([{ key: '/alte-ringe', value: '{"to":"/de/kategorien/ringe","status":301}' }])
  })
  it('locally: the top-level namespace the local worker binds, in the state directory given', { timeout: 60_000 }, async () => {
    const state = join(dir, 'state')
    const { code, output } = await run('redirects-load', [csv, '--config', config, '--persist-to', state], cloudflare())
    expect(output).toContain('→ local KV REDIRECTS (namespace top-level-redirects)')
    expect(code).toBe(0)
    // Miniflare keeps a namespace's entries under its id
    expect(readdirSync(join(state, 'v3', 'kv'))).toContain('top-level-redirects')
  })
})

// slugs:sync (KV SLUGS), cache:purge (CACHE_META) and search:reindex (SEARCH_INDEX) write through a worker's /ops
// endpoints into the KV that worker is bound to: naming the environment means calling that environment's worker.
describe.concurrent('the commands that write KV through a worker call the one of the environment they name', () => {
  it("slugs:sync --remote: production's worker, with the shell's OPS_SECRET", { timeout: 60_000 }, async () => {
    const { code, output } = await run('slugs-sync', ['--remote', '--config', config], { OPS_SECRET: 'production-secret', WORKER_URL: base })
    expect(output).toContain(`→ slug translations of [env.production] at ${base}`)
    expect(code).toBe(0)
    expect(callsWith('production-secret')).toEqual(['POST /ops/slugs/sync'])
  })
  it("cache:purge --env staging: staging's worker (its address given), with the shell's OPS_SECRET", { timeout: 60_000 }, async () => {
    const { code, output } = await run('cache-purge', ['--env', 'staging', '--config', config], { OPS_SECRET: 'staging-secret', WORKER_URL: base })
    expect(output).toContain(`→ edge cache of [env.staging] at ${base}`)
    expect(output).toContain('✓ cache purged: generation g7')
    expect(code).toBe(0)
    expect(callsWith('staging-secret')).toEqual(['POST /ops/purge'])
  })
  it("without a flag: this checkout's dev stack on STACK_SLOT's port, or its test stack", { timeout: 60_000 }, async () => {
    expect((await run('slugs-sync', ['--dry-run'])).output).toContain('→ slug translations of the local dev stack (http://localhost:8817)')
    expect((await run('cache-purge', ['--dry-run', '--test'])).output).toContain('→ edge cache of the local test stack (http://localhost:8818)')
  })
  it('refuses a deployed worker without --env, a deployed one without its secret, and --test with --remote', { timeout: 60_000 }, async () => {
    const unnamed = await run('slugs-sync', [], { WORKER_URL: 'https://shop.production.test', OPS_SECRET: 'unnamed-secret' })
    expect(unnamed.output).toContain('is not on this machine: name its environment')
    const secretless = await run('cache-purge', ['--remote', '--config', config], { WORKER_URL: base })
    expect(secretless.output).toContain('OPS_SECRET is not set')
    const mixed = await run('slugs-sync', ['--test', '--remote', '--config', config], { OPS_SECRET: 'mixed-secret', WORKER_URL: base })
    expect(mixed.output).toContain('--test names the local test stack')
    expect([unnamed.code, secretless.code, mixed.code]).toEqual([1, 1, 1])
    expect([
      ...callsWith('unnamed-secret'),
      ...callsWith('mixed-secret'),
      ...requests.filter((r) => !r.authorization && !r.url.startsWith('/client/')),
    ]).toEqual([])
  })
  it("search:reindex --remote: production's worker, from the database given in the shell", { timeout: 60_000 }, async () => {
    const env = { OPS_SECRET: 's', DATABASE_URL: 'postgres://shop@db.production.test:5432/shop' }
    const { code, output } = await run('search-reindex', ['--remote', '--dry-run', '--config', config], env)
    expect(output).toContain('→ search index of [env.production] at https://shop.production.test, from the catalogue at db.production.test:5432')
    expect(code).toBe(0)
  })
  it("search:reindex never takes this machine's catalogue for a deployed shop", { timeout: 60_000 }, async () => {
    const { code, output } = await run('search-reindex', ['--env', 'staging', '--dry-run', '--config', config], { OPS_SECRET: 's' })
    expect(output).toContain("DATABASE_URL is not set: give [env.staging]'s database in the shell")
    expect(code).toBe(1)
  })
  it('search:reindex without a flag: the dev stack and database of this checkout; with MEILISEARCH_HOST the hosted engine', { timeout: 60_000 }, async () => {
    const local = await run('search-reindex', ['--dry-run'])
    expect(local.output).toContain('→ search index of the local dev stack (http://localhost:8817), from the catalogue of the local database juwelier_s3')
    const hosted = await run('search-reindex', ['--dry-run'], { MEILISEARCH_HOST: 'https://search.test' })
    expect(hosted.output).toContain('→ search index of the hosted Meilisearch at https://search.test')
    expect([local.code, hosted.code]).toEqual([0, 0])
  })
})

describe('after every command above', () => {
  it('nothing was ever written to the top-level namespace remotely', () => {
    expect(bulkPuts().length).toBeGreaterThan(0)
    expect(bulkPuts()).not.toContain('top-level-redirects')
  })
})
