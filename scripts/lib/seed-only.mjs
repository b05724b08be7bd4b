import { installBackend, migrateBackend, seedBackend, seedCatalogue } from '../backend.mjs'
import { ensureDatabase, startPostgres } from '../postgres.mjs'
import { loadEnv } from './env.mjs'
import { dataDir } from './paths.mjs'
import { stackPlan } from './stack.mjs'

/** The catalogue database without starting Medusa or the worker: migrate, seed the shop, add N generated products. */
export async function seedOnly(products) {
  const env = loadEnv()
  const plan = stackPlan('catalogue', { products })
  await installBackend()
  let databaseUrl = env.DATABASE_URL
  let postgres
  if (!databaseUrl) {
    postgres = await startPostgres({ port: plan.postgresPort })
    databaseUrl = postgres.url(plan.database)
  } else {
    const url = new URL(databaseUrl)
    url.pathname = `/${plan.database}`
    databaseUrl = url.href
  }
  try {
    await ensureDatabase(databaseUrl)
    const seedOutput = `${dataDir}/medusa-${plan.database}.json`
    const backendEnv = { ...env, DATABASE_URL: databaseUrl, SEED_OUTPUT: seedOutput }
    console.log(`• database ${plan.database}: migrating and seeding the shop`)
    await migrateBackend(backendEnv)
    await seedBackend(backendEnv)
    console.log(`• adding the generated catalogue`)
    await seedCatalogue(backendEnv, products)
  } finally {
    await postgres?.stop()
  }
}
