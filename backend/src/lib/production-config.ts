import { bankProblems } from '../modules/bank-transfer/bank-details'
import { sellerProblems } from '../modules/invoice/seller'
import { BACKEND_SECRETS, secretProblems, secretsMessage } from '../rules/production-secrets'
import { passwordHashProblems } from './password-hash'
import { stripeProductionProblems } from './stripe-settings'

type Env = Record<string, string | undefined>

/**
 * With NODE_ENV=production Medusa stops before it starts when a secret is missing, too short or an example
 * value of `.env.example`, naming each variable to set. The local stack (`npm start`, `npm test`) runs
 * `medusa start` in production mode on the example values on purpose; its orchestrator says so with
 * LOCAL_STACK=true, which a deployment never sets.
 */
export function refuseUnsafeProduction(env: Env): void {
  if (env.NODE_ENV !== 'production' || env.LOCAL_STACK === 'true') return
  // the invoices' seller too: an invoice with the development shop's placeholder company is no invoice; the bank
  // account customers pay into; the shop's public address, which every link in a mail starts with; no Stripe test key;
  // passwords hashed at full cost
  const problems = [
    ...secretProblems(env, BACKEND_SECRETS),
    ...sellerProblems(env),
    ...bankProblems(env),
    ...storefrontProblems(env),
    ...stripeProductionProblems(env),
    ...passwordHashProblems(env),
  ]
  if (env.MEDUSA_WORKER_MODE && !WORKER_MODES.includes(env.MEDUSA_WORKER_MODE as WorkerMode)) {
    problems.push(`MEDUSA_WORKER_MODE must be one of ${WORKER_MODES.join(', ')} (is "${env.MEDUSA_WORKER_MODE}")`)
  }
  if (problems.length) throw new Error(secretsMessage(problems, 'Medusa'))
}

/**
 * STOREFRONT_URL: the shop's public address. Mails link to it (password reset, order transfer, newsletter
 * confirmation) and the cache purge posts to it, so production needs the real https origin.
 */
function storefrontProblems(env: Env): string[] {
  const value = env.STOREFRONT_URL?.trim() ?? ''
  if (!value) return ["STOREFRONT_URL is not set (the shop's public https address, e.g. https://shop.juwelier.de: every link in a mail starts with it)"]
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return [`STOREFRONT_URL is not an address (is ${value}): set the shop's public https address, e.g. https://shop.juwelier.de`]
  }
  if (url.protocol !== 'https:') return [`STOREFRONT_URL must start with https:// (is ${value}): links in mails and the cache purge go to it`]
  return []
}

const WORKER_MODES = ['shared', 'server', 'worker'] as const
type WorkerMode = (typeof WORKER_MODES)[number]

/** MEDUSA_WORKER_MODE: "server" answers HTTP only, "worker" runs subscribers and jobs only, "shared" (default) both. */
export function workerModeOf(value: string | undefined): WorkerMode {
  return WORKER_MODES.includes(value as WorkerMode) ? (value as WorkerMode) : 'shared'
}
