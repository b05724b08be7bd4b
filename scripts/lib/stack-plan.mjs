// Ports, databases, KV and build directories of each kind of stack: dev (`npm start`), test (`npm test`) and the
// catalogue stacks (`npm run seed:catalogue`, the bench). Pure, so ops commands can find the local stack cheaply.
import { dataDir } from './paths.mjs'

// STACK_SLOT=1..9 moves every port (and the database names) so several checkouts can run side by side.
const slot = Number(process.env.STACK_SLOT ?? 0)
if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error('STACK_SLOT must be a whole number from 0 to 9')
const suffix = slot ? `_s${slot}` : ''
const POSTGRES_PORT = 54329 + slot * 10
// the mail catcher: SMTP 1025/1026 and web inbox + REST API 1080/1081, plus 10·slot
// build: the client build's directory under dist/ (scripts/lib/client-build.mjs), one per kind of stack
const MODES = {
  dev: {
    database: `juwelier${suffix}`,
    medusaPort: 9000 + slot * 10,
    workerPort: 8787 + slot * 10,
    kv: `${dataDir}/wrangler`,
    build: 'dev',
    mail: { smtpPort: 1025 + slot * 10, webPort: 1080 + slot * 10, dir: `${dataDir}/maildev` },
  },
  test: {
    database: `juwelier_test${suffix}`,
    medusaPort: 9100 + slot * 10,
    workerPort: 8788 + slot * 10,
    // the stand-in for Stripe's API (scripts/lib/fake-stripe.mjs)
    stripePort: 9107 + slot * 10,
    kv: `${dataDir}/wrangler-test`,
    build: 'test',
    mail: { smtpPort: 1026 + slot * 10, webPort: 1081 + slot * 10, dir: `${dataDir}/maildev-test`, fresh: true },
    // the mail catcher's switch (scripts/lib/mail-switch.mjs): tests take the mail server down and bring it back
    mailSwitchPort: 9108 + slot * 10,
    // the PostgreSQL server's switch (scripts/lib/postgres-switch.mjs): the fault tests restart the server under the shop
    postgresSwitchPort: 9204 + slot * 10,
  },
  // A second test stack beside the first (`npm test` runs the integration and back-end tests on it while the journeys
  // run on the first): its own database (a copy of the seeded template), Medusa, worker, Stripe stand-in and mail
  // catcher on the same PostgreSQL server and the same client build. Medusa answers on one thread: two of them use
  // the host's second core, where one left it idle while the suite waited for it.
  'test-side': {
    database: `juwelier_test_side${suffix}`,
    medusaPort: 9202 + slot * 10,
    workerPort: 9201 + slot * 10,
    stripePort: 9203 + slot * 10,
    kv: `${dataDir}/wrangler-test-side`,
    build: 'test',
    sharesBuild: true,
    mail: { smtpPort: 1028 + slot * 10, webPort: 1083 + slot * 10, dir: `${dataDir}/maildev-test-side`, fresh: true },
    // the settings group runs here at the end of its lane, and one of its tests takes the mail server down
    mailSwitchPort: 9206 + slot * 10,
  },
}
/**
 * A stack with a generated catalogue of `products` more products (`npm run seed:catalogue`, the bench): a database of its own per size.
 * Its worker is on 8792: 8789 is the Redis cluster's worker, 8790/8791 the fixture workers (scripts/lib/fixture-worker.mjs).
 */
const catalogueMode = (products) => ({
  database: `juwelier_cat${products}${suffix}`,
  medusaPort: 9200 + slot * 10,
  workerPort: 8792 + slot * 10,
  kv: `${dataDir}/wrangler-cat${products}`,
  build: 'catalogue',
  mail: { smtpPort: 1027 + slot * 10, webPort: 1082 + slot * 10, dir: `${dataDir}/maildev-cat`, fresh: true },
})

/** Ports and database of a mode, for commands that work on a running stack (`npm run search:reindex`). */
export function stackPlan(mode, { products } = {}) {
  return { ...(mode === 'catalogue' ? catalogueMode(products) : MODES[mode]), postgresPort: POSTGRES_PORT }
}
