import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { migrateBackend, reindexSearch, seedBackend, seedCatalogue, startMedusa, syncPaymentProviders } from '../backend.mjs'
import { build } from '../build.mjs'
import { ensureDatabase, startPostgres } from '../postgres.mjs'
import { installBackend } from './backend-install.mjs'
import { copyTemplate, databaseExists, findTemplate, makeTemplate } from './database-template.mjs'
import { loadEnv } from './env.mjs'
import { startFakeStripe } from './fake-stripe.mjs'
import { fingerprint, markDone, once } from './fingerprint.mjs'
import { installRoot } from './install.mjs'
import { startSwitchableMailCatcher } from './mail-switch.mjs'
import { startMailCatcher } from './maildev.mjs'
import { dataDir } from './paths.mjs'
import { startPostgresSwitch } from './postgres-switch.mjs'
import { terminateAll } from './processes.mjs'
import { stackPlan } from './stack-plan.mjs'
import { stepProfile } from './step-profile.mjs'
import { startWorker, TEST_DEADLINES } from './worker.mjs'

/**
 * The test stack's Medusa has Stripe registered, as a shop with keys has: the key is a dummy, Stripe's API is a
 * stand-in on the stack's own port (scripts/lib/fake-stripe.mjs, STRIPE_API_BASE), the webhook secret is made per
 * run, and the stand-in and the tests sign events with it (STRIPE_WEBHOOK_SECRET). Its worker has no publishable key, so the shop it serves offers and promises
 * bank transfer only; journeys that need card and PayPal start a worker with one (scripts/lib/fixture-worker.mjs).
 */
const TEST_STRIPE = { STRIPE_API_KEY: 'sk_test_juwelierTestStackWithoutStripe', STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}` }

// The test stack's Medusa tries a mail the mail server did not take again after 2 s (then 4, 8, …; production: a
// minute), so a test that stops the mail catcher sees its mails arrive soon after the catcher is back.
const TEST_MAIL_RETRY = { MAIL_RETRY_INTERVAL_MS: '2000' }
// passwords hashed at an eighth of production's cost: the suite registers and signs in hundreds of times
// (backend/src/lib/password-hash.ts; production refuses it)
const TEST_PASSWORD_HASH = { PASSWORD_HASH_LOG_N: '12' }

// The longest the search index's rebuild, started beside Medusa and the worker, waits for the worker's engine: their
// start on a busy host, with room (each of them fails on its own ceiling first).
const INDEX_WAIT_MS = 300_000

// What the stack has started so far, so an interrupt in the middle of starting stops it too.
const stops = []

/** Stops everything `startStack` started, newest first; safe to call at any moment, also twice. */
export async function stopStack() {
  // every child is told at once (before the first await), then each is waited for in turn
  terminateAll()
  while (stops.length) await stops.pop()()
}

const MIGRATION_INPUTS = ['backend/package.json', 'backend/medusa-config.ts', 'backend/src/modules', 'backend/src/links', 'backend/src/migration-scripts']
const SEED_INPUTS = ['backend/src/scripts']

/**
 * Migrations and the idempotent seed, each skipped when its inputs did not change since it last ran on this database.
 * A database that does not exist yet is copied from the template of a shop migrated and seeded from the same inputs
 * (scripts/lib/database-template.mjs), or, without one, made, migrated, seeded and then kept as that template.
 */
export async function migrateAndSeed({ databaseUrl, backendEnv, seedOutput, log = console.log, step = (name, work) => work() }) {
  const migrations = fingerprint(MIGRATION_INPUTS)
  // the seed links card and PayPal to the regions exactly while Stripe is configured, so a change of that reseeds
  const stripe = Boolean(backendEnv.STRIPE_API_KEY && backendEnv.STRIPE_WEBHOOK_SECRET)
  const seedPrint = fingerprint(SEED_INPUTS, `${seedOutput} stripe:${stripe}`)
  // a template serves either way: a copy's payment providers are linked again when its Stripe setting differs
  const templateKey = fingerprint([...MIGRATION_INPUTS, ...SEED_INPUTS])
  const made = !(await databaseExists(databaseUrl))
  const kept = made && (await findTemplate(databaseUrl, templateKey))
  if (kept) {
    log('• copying the database from the seeded template')
    await step('database copied from the template', () => copyTemplate(databaseUrl, templateKey))
    writeFileSync(seedOutput, JSON.stringify(kept.seedOutput, null, 2))
    if (kept.stripe !== stripe) await step('payment providers linked', () => syncPaymentProviders(backendEnv))
    markDone(`migrate:${databaseUrl}`, migrations)
    markDone(`seed:${databaseUrl}`, seedPrint)
    return { seeded: true }
  }
  await ensureDatabase(databaseUrl)
  const migrated = await once(
    `migrate:${databaseUrl}`,
    migrations,
    async () => {
      log('• migrating the database')
      await step('migrations', () => migrateBackend(backendEnv))
    },
    { force: made },
  )
  if (!migrated) log('• database schema up to date')
  const seeded = await once(
    `seed:${databaseUrl}`,
    seedPrint,
    async () => {
      log('• seeding the shop')
      await step('seed', () => seedBackend(backendEnv))
    },
    { force: made || !existsSync(seedOutput) },
  )
  if (!seeded) log('• seed data up to date')
  if (made) {
    // a database that already served a shop holds more than the seed: only a new one is a clean snapshot
    await step('template kept', () => makeTemplate(databaseUrl, templateKey, { seedOutput: JSON.parse(readFileSync(seedOutput, 'utf8')), stripe })).catch(
      (error) => log(`  (no template kept: ${error.message.split('\n')[0]})`),
    )
  }
  return { seeded }
}

/**
 * Brings the whole shop up: dependencies, database, migrations, seed, client build, Medusa, worker, and prints how
 * long each step took. The client build and the mail catcher need nothing of the database, so they run beside it.
 * Every step is idempotent; migrations and seed are skipped when their inputs did not change.
 */
export async function startStack(mode, { log = console.log, products = 0 } = {}) {
  const {
    database,
    medusaPort,
    workerPort,
    stripePort,
    kv,
    build: buildName,
    sharesBuild,
    mail: mailPorts,
    mailSwitchPort,
    postgresSwitchPort,
    postgresPort,
  } = stackPlan(mode, { products })
  const testing = mode === 'test' || mode === 'test-side'
  const env = loadEnv()
  // what this call started: a side stack that fails to start stops only its own, never the stack beside it
  const own = []
  const started = (stop) => {
    own.push(stop)
    stops.push(stop)
  }
  const { step, lines } = stepProfile()
  // started beside the database's steps; awaited where they are needed (a failure is caught there, not unhandled)
  const beside = (promise) => {
    promise.catch(() => {})
    return promise
  }
  try {
    await step('dependencies', async () => {
      await installRoot()
      await installBackend()
    })

    // a side stack serves the build of the stack it stands beside
    if (!sharesBuild) log(`• building the storefront (dist/${buildName})`)
    const building = sharesBuild ? Promise.resolve() : beside(step('storefront build', () => build({ name: buildName })))
    // Mail goes to the local catcher unless SMTP_URL names a real server; tests always read the catcher.
    const withCatcher = testing || !env.SMTP_URL
    if (withCatcher) log('• starting the mail catcher (maildev)')
    const catching = beside(
      withCatcher
        ? step('mail catcher', () => (mailSwitchPort ? startSwitchableMailCatcher(mailPorts, { port: mailSwitchPort }) : startMailCatcher(mailPorts))).then(
            (mail) => (started(mail.stop), mail),
          )
        : Promise.resolve(null),
    )

    let databaseUrl = env.DATABASE_URL
    let postgresSwitch = null
    // a side stack's database is its own, on the server DATABASE_URL names
    if (databaseUrl && mode === 'test-side') databaseUrl = Object.assign(new URL(databaseUrl), { pathname: `/${database}` }).toString()
    if (!databaseUrl) {
      log('• starting embedded PostgreSQL')
      const postgres = await step('PostgreSQL', () => startPostgres({ port: postgresPort }))
      started(postgres.stop)
      databaseUrl = postgres.url(database)
      if (postgresSwitchPort) {
        postgresSwitch = await startPostgresSwitch(postgres, { port: postgresSwitchPort })
        started(postgresSwitch.stop)
      }
    }

    // per database, so a stack in another STACK_SLOT never hands this one its publishable key
    const seedOutput = `${dataDir}/medusa-${database}.json`
    // STOREFRONT_URL: where Medusa's purge-storefront-cache subscriber reaches the worker (started later; it only calls on changes)
    const backendEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      SEED_OUTPUT: seedOutput,
      PORT: String(medusaPort),
      STOREFRONT_URL: env.STOREFRONT_URL || `http://localhost:${workerPort}`,
      ...(testing ? { ...TEST_STRIPE, ...TEST_MAIL_RETRY, ...TEST_PASSWORD_HASH } : {}),
    }
    const { seeded } = await migrateAndSeed({ databaseUrl, backendEnv, seedOutput, log, step })
    if (products) {
      // idempotent and additive: product n is always the same generated piece
      log(`• generating a catalogue of ${products} products (npm run seed:catalogue)`)
      await step('generated catalogue', () => seedCatalogue(backendEnv, products))
    }

    const mail = await catching
    if (mail) backendEnv.SMTP_URL = mail.smtpUrl
    if (testing) {
      const stripe = await startFakeStripe({
        port: stripePort,
        webhookUrl: `http://127.0.0.1:${medusaPort}/hooks/payment/stripe_stripe`,
        webhookSecret: backendEnv.STRIPE_WEBHOOK_SECRET,
      })
      started(stripe.close)
      backendEnv.STRIPE_API_BASE = stripe.url
    }

    log('• starting Medusa')
    const medusaStarting = beside(step('Medusa', () => startMedusa(backendEnv, { port: medusaPort })))
    // The search index follows the catalogue through Medusa's subscriber while both run. After a seed (the worker was
    // not running) it is rebuilt (backend/src/scripts/search-reindex.ts): its own boot runs beside Medusa's and the
    // worker's start, and it waits for the worker's engine to answer.
    const rebuildIndex = (waitMs = 0) => {
      log('• building the search index')
      return step('search index', () => reindexSearch({ ...backendEnv, ...(waitMs && { SEARCH_ENGINE_WAIT_MS: String(waitMs) }) }))
    }
    const indexing = env.MEILISEARCH_HOST ? null : seeded || products ? beside(rebuildIndex(INDEX_WAIT_MS)) : null
    const medusa = await medusaStarting
    started(medusa.stop)

    const { publishableKey } = JSON.parse(readFileSync(seedOutput, 'utf8'))
    await building
    log('• starting the worker')
    const worker = await step('worker', () =>
      startWorker({
        port: workerPort,
        persistTo: kv,
        build: buildName,
        // Stripe's publishable key from .env for a shop with card and PayPal; never for the test stack (see TEST_STRIPE)
        vars: {
          MEDUSA_BACKEND_URL: medusa.url,
          MEDUSA_PUBLISHABLE_KEY: publishableKey,
          OPS_SECRET: env.OPS_SECRET,
          EDGE_SECRET: env.EDGE_SECRET,
          ...(testing ? TEST_DEADLINES : {}),
          ...(!testing && env.STRIPE_PUBLISHABLE_KEY ? { STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY } : {}),
        },
      }),
    )
    started(worker.stop)

    const slugs = step('slug translations', async () => {
      const sync = await fetch(`${worker.url}/ops/slugs/sync`, { method: 'POST', headers: { authorization: `Bearer ${env.OPS_SECRET}` } })
      if (!sync.ok) throw new Error(`slug sync failed: ${sync.status} ${await sync.text()}`)
    })
    // without a seed, the index is rebuilt only when the worker has none (a first start on kept data)
    const search = beside(
      indexing ??
        (async () => {
          if (env.MEILISEARCH_HOST) return
          const status = await fetch(`${worker.url}/ops/search/status`, { headers: { authorization: `Bearer ${env.OPS_SECRET}` } })
          const { manifest } = status.ok ? await status.json() : { manifest: null }
          if (!manifest) await rebuildIndex()
        })(),
    )
    await slugs
    await search

    for (const line of lines()) log(line)
    return {
      env,
      backendEnv,
      databaseUrl,
      build: buildName,
      medusaUrl: medusa.url,
      workerUrl: worker.url,
      publishableKey,
      mailUrl: mail?.webUrl,
      mailApiUrl: mail?.apiUrl,
      mailSwitchUrl: mail?.switchUrl,
      postgresSwitchUrl: postgresSwitch?.switchUrl,
      stop: stopStack,
    }
  } catch (error) {
    if (mode === 'test-side') {
      while (own.length) {
        const stop = own.pop()
        stops.splice(stops.indexOf(stop), 1)
        await stop()
      }
    } else await stopStack()
    throw error
  }
}
