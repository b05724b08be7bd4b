import { secretProblems, WORKER_SECRETS } from '../../backend/src/lib/production-secrets'
import type { Bindings } from '../env'

type ConfigEnv = Pick<Bindings, 'ENVIRONMENT' | 'OPS_SECRET' | 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY'>

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/

function backendProblem(raw: string | undefined): string | null {
  if (!raw?.trim()) return 'MEDUSA_BACKEND_URL is not set'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return `MEDUSA_BACKEND_URL is not a URL (${raw.slice(0, 80)})`
  }
  if (LOOPBACK.test(url.hostname)) return 'MEDUSA_BACKEND_URL points at this machine (the local stack\'s value)'
  if (url.protocol !== 'https:') return 'MEDUSA_BACKEND_URL must use https'
  return null
}

/**
 * What keeps a deployed worker from serving (ENVIRONMENT = "production", set by wrangler.toml's
 * [env.production]): the development secrets of .env.example or none, no publishable key, a back end on
 * localhost or without TLS. Empty when it may serve. `wrangler dev` (the local stack) has no ENVIRONMENT.
 */
export function productionConfigProblems(env: ConfigEnv): string[] {
  if (env.ENVIRONMENT !== 'production') return []
  const problems = secretProblems({ OPS_SECRET: env.OPS_SECRET }, WORKER_SECRETS)
  if (!/^pk_\w+/.test(env.MEDUSA_PUBLISHABLE_KEY ?? '')) problems.push('MEDUSA_PUBLISHABLE_KEY is not a publishable key (pk_…)')
  const backend = backendProblem(env.MEDUSA_BACKEND_URL)
  if (backend) problems.push(backend)
  return problems
}
