import { AsyncLocalStorage } from 'node:async_hooks'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, Bindings } from '../env'

/**
 * Cloudflare counts every fetch, KV call and Cache API call of one request against one budget of sub-requests
 * (developers.cloudflare.com/workers/platform/limits: 50 on Workers Free; Workers Paid 1000, now 10,000 by default,
 * but KV allows 1000 operations per invocation whatever the plan). Past it each further call throws "Too many
 * subrequests." This module counts them, so the calls a shopper can live without (the redirect and slug lookups,
 * the purge generation, the Cache API, the search index's freshness check) are skipped while only the reserve is
 * left, and the page's data from Medusa still fits: the page is then rendered and served uncached, never a 5xx.
 */
type Budget = { limit: number; used: number; spared: boolean }

/** Whatever the plan: KV's own limit of operations per invocation (wrangler.toml `SUBREQUEST_LIMIT` sets another). */
const DEFAULT_SUBREQUEST_LIMIT = 1000

/**
 * Sub-requests kept for the answer's own data, the back-end calls. Measured on the seeded shop right after a purge:
 * the home page 11 calls of 29 sub-requests (the regions' four reads among them), the videos page 7 of 33, a product
 * or category page 3–4 of 12; the reserve holds the most with room.
 */
export const DATA_RESERVE = 16

const requests = new AsyncLocalStorage<Budget>()

/** Raised instead of an optional sub-request the budget spared; the part's caller answers without it, as on a failure. */
export class SubrequestSpared extends Error {
  constructor(part: string) {
    super(`${part}: skipped, the request's sub-requests are kept for its data`)
    this.name = 'SubrequestSpared'
  }
}

const limitOf = (raw: string | undefined) => {
  const value = Number(raw)
  return raw && Number.isInteger(value) && value > 0 ? value : DEFAULT_SUBREQUEST_LIMIT
}

/** Each request counts its own sub-requests against the configured limit. */
export const subrequestBudget = createMiddleware<AppEnv>((c, next) =>
  requests.run({ limit: limitOf((c.env as Partial<Bindings> | undefined)?.SUBREQUEST_LIMIT), used: 0, spared: false }, next),
)

/** A sub-request the answer cannot do without (a call to the back end): counted, never held back here. */
export function spendNeeded(): void {
  const budget = requests.getStore()
  if (budget) budget.used++
}

const roomLeft = (budget: Budget) => budget.used < budget.limit - DATA_RESERVE

function spare(budget: Budget, part: string) {
  if (!budget.spared) console.warn(`sub-request budget: ${budget.used} of ${budget.limit} spent, skipping the optional parts (first: ${part}), served uncached`)
  budget.spared = true
}

/**
 * Runs `call`, an optional sub-request of `part`, while more than the reserve is left; else throws SubrequestSpared,
 * logged once per request. Outside a request (the cron trigger) there is no budget to keep.
 */
export async function optionalSubrequest<T>(part: string, call: () => Promise<T>): Promise<T> {
  const budget = requests.getStore()
  if (budget) {
    if (!roomLeft(budget)) {
      spare(budget, part)
      throw new SubrequestSpared(part)
    }
    budget.used++
  }
  return call()
}

/**
 * Whether this request's answer must not be stored: it skipped an optional part (a lookup it went without may have
 * changed it), or only the reserve is left for the store itself.
 */
export function budgetSpared(): boolean {
  const budget = requests.getStore()
  if (!budget) return false
  if (!roomLeft(budget)) spare(budget, 'the Cache API store')
  return budget.spared
}
