import { AsyncLocalStorage } from 'node:async_hooks'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { SubrequestSpared } from './subrequest-budget'

const requests = new AsyncLocalStorage<Set<string>>()

/** Each request notes which of Cloudflare's parts failed it, so a part that fails at every step is logged once. */
export const faultScope = createMiddleware<AppEnv>((_c, next) => requests.run(new Set(), next))

/**
 * A part of Cloudflare's the worker can answer without (a KV namespace, the Cache API) failed: the caller goes on
 * without it, and the failure is logged once per request and part (every time outside a request: the cron trigger).
 */
export function partFailed(part: string, error: unknown): void {
  // a part the sub-request budget spared: subrequest-budget.ts logged that once for the whole request
  if (error instanceof SubrequestSpared) return
  const failed = requests.getStore()
  if (failed?.has(part)) return
  failed?.add(part)
  console.warn(`${part} failed, answering without it: ${error instanceof Error ? error.message : String(error)}`)
}
