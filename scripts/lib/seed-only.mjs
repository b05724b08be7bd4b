import { seedCatalogue } from '../backend.mjs'
import { startPostgres } from '../postgres.mjs'
import { installBackend } from './backend-install.mjs'
import { loadEnv } from './env.mjs'
import { dataDir } from './paths.mjs'
import { migrateAndSeed } from './stack.mjs'
import { stackPlan } from './stack-plan.mjs'

/** The catalogue database without starting Medusa or the worker: migrate, seed the shop, add N generated products. */
export async function seedOnly(products) {
  const env = loadEnv()
  const plan = stackPlan('catalogue', { products })
  await installBackend()
  // as in scripts/lib/stack.mjs: DATABASE_URL, when set, is the one database of every stack
  let databaseUrl = env.DATABASE_URL
  let postgres
  if (!databaseUrl) {
    postgres = await startPostgres({ port: plan.postgresPort })
    databaseUrl = postgres.url(plan.database)
  }
  try {
    const seedOutput = `${dataDir}/medusa-${plan.database}.json`
    const backendEnv = { ...env, DATABASE_URL: databaseUrl, SEED_OUTPUT: seedOutput }
    console.log(`• database ${plan.database}`)
    await migrateAndSeed({ databaseUrl, backendEnv, seedOutput })
    console.log(`• adding the generated catalogue`)
    await seedCatalogue(backendEnv, products)
  } finally {
    await postgres?.stop()
  }
}
