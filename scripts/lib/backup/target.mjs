import { loadEnv } from '../env.mjs'
import { dataDir } from '../paths.mjs'
import { stackPlan } from '../stack-plan.mjs'
import { LOCAL_FILES } from './files.mjs'

/** `--name value` of the arguments, or null. */
export const option = (args, name) => {
  const at = args.indexOf(name)
  return at >= 0 ? (args[at + 1] ?? null) : null
}

/**
 * The shop a backup is made of or restored into: the database of DATABASE_URL (shell or .env) and the bucket of S3_*
 * when set (production's, given in the shell), else this checkout's dev stack (`--test`: the test stack), its
 * embedded PostgreSQL (started if it is not running) and `backend/static` (`--files-dir` names another directory).
 */
export async function shopTarget(args) {
  const env = { ...loadEnv(), ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }) }
  const plan = stackPlan(args.includes('--test') ? 'test' : 'dev')
  const filesDir = option(args, '--files-dir') ?? LOCAL_FILES
  if (env.DATABASE_URL) return { env, databaseUrl: env.DATABASE_URL, filesDir, seedOutput: null, stop: async () => {} }
  const { startPostgres } = await import('../../postgres.mjs')
  const postgres = await startPostgres({ port: plan.postgresPort })
  return { env, databaseUrl: postgres.url(plan.database), filesDir, seedOutput: `${dataDir}/medusa-${plan.database}.json`, stop: postgres.stop }
}

/** The address of a database without its password, for messages. */
export const shown = (url) => {
  const parsed = new URL(url)
  parsed.password = ''
  return parsed.href
}
