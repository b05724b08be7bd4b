import { secretProblems, WORKER_SECRETS } from '../../rules/production-secrets'
import type { Bindings } from '../env'

type ConfigEnv = Pick<
  Bindings,
  | 'ENVIRONMENT'
  | 'OPS_SECRET'
  | 'EDGE_SECRET'
  | 'MEDUSA_BACKEND_URL'
  | 'MEDUSA_PUBLISHABLE_KEY'
  | 'MEDIA_ORIGIN'
  | 'MEDIA_UPLOAD_ORIGIN'
  | 'MEILISEARCH_HOST'
  | 'MEILISEARCH_SEARCH_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
>

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/
/** wrangler.toml's placeholders (REPLACE_WITH_…, *.example hosts) and names reserved for documentation and tests (RFC 2606). */
const PLACEHOLDER_HOST = /(^|\.)(example|invalid|test|localhost)$|replace_with_/i

/** An address the worker calls or lets browsers use: required or optional, never local, a placeholder or without TLS. */
function addressProblem(name: string, raw: string | undefined, required: boolean): string | null {
  if (!raw?.trim()) return required ? `${name} is not set` : null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return `${name} is not a URL (${raw.slice(0, 80)})`
  }
  if (LOOPBACK.test(url.hostname)) return `${name} points at this machine (the local stack's value)`
  if (PLACEHOLDER_HOST.test(url.hostname)) return `${name} is a placeholder address (${url.hostname}): set the real one in wrangler.toml [env.production]`
  if (url.protocol !== 'https:') return `${name} must use https`
  return null
}

/** Stripe's key for the browser, when set: a live publishable key (a test key would let shoppers "pay" with test cards). */
function stripeKeyProblem(raw: string | undefined): string | null {
  const key = raw?.trim() ?? ''
  if (!key || key.startsWith('pk_live_')) return null
  if (key.startsWith('pk_test_')) return 'STRIPE_PUBLISHABLE_KEY is a test key (pk_test_…): production takes live payments (pk_live_…)'
  return 'STRIPE_PUBLISHABLE_KEY is not a publishable key (pk_live_…): the browser sees it'
}

/**
 * What keeps a deployed worker from serving (ENVIRONMENT = "production", set by wrangler.toml's
 * [env.production]): the development secrets of .env.example or none, no publishable key, a back end, media
 * storage or Meilisearch on localhost, without TLS or still wrangler.toml's placeholder, a Stripe test key. Empty when it may serve. The local stack's worker has no ENVIRONMENT.
 */
export function productionConfigProblems(env: ConfigEnv): string[] {
  if (env.ENVIRONMENT !== 'production') return []
  const problems = secretProblems({ OPS_SECRET: env.OPS_SECRET, EDGE_SECRET: env.EDGE_SECRET }, WORKER_SECRETS)
  if (!/^pk_\w+/.test(env.MEDUSA_PUBLISHABLE_KEY ?? '')) problems.push('MEDUSA_PUBLISHABLE_KEY is not a publishable key (pk_…)')
  // the back end always; the media storage, its upload API and a hosted Meilisearch when [env.production] names them
  const addresses = [
    addressProblem('MEDUSA_BACKEND_URL', env.MEDUSA_BACKEND_URL, true),
    addressProblem('MEDIA_ORIGIN', env.MEDIA_ORIGIN, false),
    addressProblem('MEDIA_UPLOAD_ORIGIN', env.MEDIA_UPLOAD_ORIGIN, false),
    addressProblem('MEILISEARCH_HOST', env.MEILISEARCH_HOST, false),
  ]
  problems.push(...addresses.filter((problem) => problem !== null))
  if (env.MEILISEARCH_HOST?.trim() && !env.MEILISEARCH_SEARCH_KEY?.trim())
    problems.push('MEILISEARCH_SEARCH_KEY is not set (the search-only key of MEILISEARCH_HOST)')
  const stripe = stripeKeyProblem(env.STRIPE_PUBLISHABLE_KEY)
  if (stripe) problems.push(stripe)
  return problems
}
