import { AsyncLocalStorage } from 'node:async_hooks'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import type { BackendUnavailable } from './backend-unavailable'

type Budget = { failure: BackendUnavailable | null }

const requests = new AsyncLocalStorage<Budget>()

/**
 * One request waits for a hung back end once. A page's loaders call the back end one after another (a
 * product, then its related products); each call has its deadline, but after the first has failed the
 * rest of the same request fails at once instead of waiting again, so the visitor gets the older copy or
 * the 503 after one deadline (about 4 s), not after several. Other requests are not affected: a slow
 * moment of the back end never fails anyone else's request.
 */
export const backendBudget = createMiddleware<AppEnv>((_c, next) => requests.run({ failure: null }, next))

/** The failure this request already met, if any (calls outside a request never have one). */
export const failedInThisRequest = (): BackendUnavailable | null => requests.getStore()?.failure ?? null

export function noteFailure(error: BackendUnavailable): void {
  const budget = requests.getStore()
  if (budget && !budget.failure) budget.failure = error
}
