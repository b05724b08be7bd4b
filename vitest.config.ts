import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { PATIENCE_MS } from './e2e/patience'
// @ts-expect-error: a plain .mjs module without type declarations
import { CLUSTER_FILES, clusterEnv } from './scripts/lib/cluster-env.mjs'
import { namedProjects } from './scripts/lib/named-projects.mjs'

// wrangler.toml names dist/client as the asset directory; the worker tests need it to exist, not filled.
mkdirSync('dist/client', { recursive: true })

// A journey's `expect.poll` waits for what it polls up to PATIENCE_MS unless it says otherwise, not vitest's 1 s: on a
// busy host a page answers a click later than that, and a poll ends as soon as it is met.
const JOURNEY_EXPECT = { poll: { timeout: PATIENCE_MS } }

// Three kinds of tests, each beside its code:
//   unit        *.test.ts          pure logic in Node
//   worker      *.worker.test.ts   the worker in workerd (Miniflare) with its KV; no Medusa needed
//   integration *.int.test.ts      HTTP against the running stack (WORKER_URL), real seeded Medusa
//   e2e         e2e/*.e2e.test.ts  user journeys in Chromium against the running stack
// Production's topology (scripts/lib/cluster.mjs): two Medusa servers and one worker-mode instance on Redis, requests
// alternating between the servers, a worker of its own in front. `npm test` runs this project in vitest runs of its
// own (RUN_CLUSTER) once either stack's lane is done (the cluster has a database of its own), the Postgres restart after everything else.
const clusterProject = {
  test: {
    name: 'cluster',
    environment: 'node',
    include: CLUSTER_FILES,
    // the fault tests sell a stock piece of their own (e2e/stock-fixture.ts)
    globalSetup: ['e2e/stock-pieces.setup.ts'],
    setupFiles: ['scripts/lib/cluster-ready.ts', 'e2e/chromium.setup.ts'],
    env: clusterEnv(),
    expect: JOURNEY_EXPECT,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
}

// Tests that change what the whole shop shows for a while (a country's valuables limit or shipping price, a region's
// countries, a VAT rate, the store, the mail server) or check those settings exactly: they run in a group of their own after every other
// test, one file at a time, so no other test sees the shop while it is changed.
const SHOP_SETTINGS_FILES = [
  'e2e/admin-shipping.e2e.test.ts',
  'e2e/admin-shipping-tiers.e2e.test.ts',
  'e2e/admin-regions.e2e.test.ts',
  // requires a second factor of all staff, the shared admin included, while it runs
  'e2e/admin-two-factor-required.e2e.test.ts',
  'worker/catalogue/valuables-limit.int.test.ts',
  'worker/checkout/shipping-from.int.test.ts',
  'worker/regions/regions.int.test.ts',
  'client/admin/resources/settings/regions.int.test.ts',
  'client/admin/resources/settings/taxes.int.test.ts',
  'client/admin/resources/settings/store.int.test.ts',
  'backend/integration-tests/regions-prices.test.ts',
  // reads the whole shop's figures before and after placing its orders
  'client/admin/overview/figures.int.test.ts',
  // stops the mail catcher: no other test may wait for a mail meanwhile
  'e2e/mail-server-down.int.test.ts',
  // restores a backup into a database and a Medusa of its own beside the stack's
  'scripts/backup-restore.int.test.ts',
]

// Integration and back-end files mostly wait for Medusa's and the worker's answers: three at a time (vitest's default
// on two cores is one, which left the side stack's Medusa idle between a file's requests). A bigger host sets
// INTEGRATION_WORKERS.
const INTEGRATION_WORKERS = Number(process.env.INTEGRATION_WORKERS ?? 3)

// The repository's own checks: each runs its tool (biome, knip, dependency-cruiser) over the whole tree.
const CHECK_FILES = ['scripts/lint.test.ts', 'scripts/dead-code.test.ts', 'scripts/import-cycles.test.ts']

/**
 * The worker's tests run in workerd through Cloudflare's pool, whose import alone keeps a core busy for a second: only a
 * run that includes the project loads it (`npm test` starts vitest once per stage and shard, and one of them runs these).
 */
async function workerProject() {
  const { cloudflareTest } = await import('@cloudflare/vitest-pool-workers')
  return {
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // nothing listens there: the worker must answer bad input without the back end
          bindings: { MEDUSA_BACKEND_URL: 'http://127.0.0.1:9', MEDUSA_PUBLISHABLE_KEY: 'pk_test', OPS_SECRET: 'test-secret' },
        },
      }),
    ],
    resolve: {
      // the SSR imports the client build's manifest; the worker tests must not need a build
      alias: [
        {
          find: /^client-build\/(manifest|inline-css)\.json$/,
          replacement: fileURLToPath(new URL('./worker/test/empty-vite-manifest.json', import.meta.url)),
        },
      ],
    },
    test: {
      name: 'worker',
      include: ['worker/**/*.worker.test.ts'],
      // the first request of a file waits for the region fetch to an unreachable back end (up to its 5 s timeout)
      testTimeout: 15_000,
    },
  }
}

const named = namedProjects(process.argv)
const runsWorkerTests = !named.length || named.some((name) => name === 'worker' || name.includes('*'))

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // every test file in the same process: a new process per file costs more than most files' tests
          isolate: false,
          // the back end's mails and mail provider are pure functions: unit tests beside their code
          include: [
            '{worker,routes,i18n,client,scripts,rules}/**/*.test.ts',
            'client/admin/**/*.test.tsx',
            'backend/src/{mail,modules/smtp-notification,modules/invoice,modules/stripe-payments,modules/job-schedules,lib,scripts,search-index}/**/*.test.ts',
          ],
          exclude: ['**/*.worker.test.ts', '**/*.int.test.ts', '**/node_modules/**', 'scripts/typecheck.test.ts', ...CHECK_FILES],
        },
      },
      {
        // lint and format, dead code, import cycles over the whole tree: a project of its own, no stack needed
        test: { name: 'checks', environment: 'node', include: CHECK_FILES, testTimeout: 300_000 },
      },
      {
        // tsc --noEmit for root and backend/ (zero type errors): slow, so a project of its own that `--project unit` skips
        test: { name: 'typecheck', environment: 'node', include: ['scripts/typecheck.test.ts'], testTimeout: 600_000 },
      },
      ...(runsWorkerTests ? [await workerProject()] : []),
      {
        test: {
          name: 'integration',
          environment: 'node',
          isolate: false,
          include: ['**/*.int.test.ts'],
          globalSetup: ['e2e/stock-pieces.setup.ts'],
          exclude: ['backend/**', '**/node_modules/**', ...SHOP_SETTINGS_FILES],
          // above PATIENCE_MS (the ceiling of a poll for what the shop does after answering: a purge, a mail, a document)
          // and room for a busy host's slower answers, as the journeys have
          testTimeout: 90_000,
          hookTimeout: 120_000,
          maxWorkers: INTEGRATION_WORKERS,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: SHOP_SETTINGS_FILES,
          globalSetup: ['e2e/stock-pieces.setup.ts'],
          setupFiles: ['e2e/chromium.setup.ts'],
          isolate: false,
          expect: JOURNEY_EXPECT,
          // a whole journey's limit: three times what the longest takes on a quiet host, so a busier one (two cores
          // shared with another stack's build and tests) still passes; each wait inside ends when it is met
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // one file at a time on two cores: measured, two at a time only halved each file's speed (the host's CPU is
          // the limit, not waiting). A bigger host sets E2E_WORKERS: each file's data and fixture ports are its own.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
        },
      },
      {
        // the back end's own tests: HTTP against the stack's Medusa (MEDUSA_URL) and its database (DATABASE_URL)
        test: {
          name: 'backend',
          environment: 'node',
          isolate: false,
          include: ['backend/integration-tests/**/*.test.ts'],
          exclude: ['**/*.cluster.test.ts', '**/node_modules/**', ...SHOP_SETTINGS_FILES],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          maxWorkers: INTEGRATION_WORKERS,
        },
      },
      {
        // SHOP_SETTINGS_FILES: after every other project (groupOrder), one file at a time
        test: {
          name: 'settings',
          environment: 'node',
          // its files share one process, as the other stack projects' do: a process per file cost the group ~3 s each
          isolate: false,
          include: SHOP_SETTINGS_FILES,
          globalSetup: ['e2e/stock-pieces.setup.ts'],
          setupFiles: ['e2e/chromium.setup.ts'],
          expect: JOURNEY_EXPECT,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      ...(process.env.RUN_CLUSTER ? [clusterProject] : []),
    ],
  },
})
