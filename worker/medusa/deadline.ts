import type { Bindings } from '../env'
import { spendNeeded } from '../faults/subrequest-budget'
import { BackendUnavailable } from './backend-unavailable'
import { failedInThisRequest, noteFailure } from './request-budget'

/** Reads answer within seconds when Medusa is well; past this the visitor is better served by a stale copy or a 503. */
const DEFAULT_READ_TIMEOUT_MS = 4_000
/** Writes (cart, checkout, sign-in) may run workflows and locks; they get longer before the visitor is told. */
const DEFAULT_WRITE_TIMEOUT_MS = 10_000
/** How long a visitor or crawler is asked to wait before trying again (Retry-After of every 503). */
export const RETRY_AFTER_SECONDS = 30

type DeadlineEnv = Pick<Bindings, 'MEDUSA_READ_TIMEOUT_MS' | 'MEDUSA_WRITE_TIMEOUT_MS'>

const milliseconds = (raw: string | undefined, fallback: number) => {
  const value = Number(raw)
  return raw && Number.isFinite(value) && value > 0 ? value : fallback
}

const isRead = (method: string | undefined) => !method || method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD'

/** The deadline of one call to the back end: reads and writes have their own (worker vars, milliseconds). */
export function deadlineOf(env: Partial<DeadlineEnv>, method: string | undefined): number {
  return isRead(method)
    ? milliseconds(env.MEDUSA_READ_TIMEOUT_MS, DEFAULT_READ_TIMEOUT_MS)
    : milliseconds(env.MEDUSA_WRITE_TIMEOUT_MS, DEFAULT_WRITE_TIMEOUT_MS)
}

/**
 * Fetch's own failures: an abort by our deadline, or a connection that failed (refused, reset, DNS:
 * workerd says `Error: Network connection lost.`, other runtimes a TypeError), and Medusa's own 503: it answers
 * so at once while its database is away for a moment (backend/src/api/database-unavailable.ts). Any other HTTP
 * answer, whatever its status (the sdk's FetchError carries it), and an unreadable body (SyntaxError) are not among them.
 */
function asBackendUnavailable(error: unknown, deadlineMs: number, signal: AbortSignal): BackendUnavailable | null {
  if (error instanceof BackendUnavailable) return error
  const name = (error as { name?: unknown })?.name
  if (signal.aborted || name === 'TimeoutError' || name === 'AbortError') return new BackendUnavailable('timeout', deadlineMs)
  const status = (error as { status?: unknown })?.status
  if (status === 503) return new BackendUnavailable('unreachable', deadlineMs, 'it answered 503')
  if (typeof status === 'number' || error instanceof SyntaxError || !(error instanceof Error)) return null
  return new BackendUnavailable('unreachable', deadlineMs, error.message)
}

/**
 * A signal that aborts after `ms` (and when `outer` aborts). `done()` stops the clock, for callers that
 * stream a body after the headers arrived: a slow download is the visitor's pace, not the back end hanging.
 */
function deadlineSignal(ms: number, outer?: AbortSignal | null): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms)
  const onOuter = () => controller.abort(outer?.reason)
  if (outer?.aborted) onOuter()
  else outer?.addEventListener('abort', onOuter, { once: true })
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', onOuter)
    },
  }
}

/**
 * Runs one call to the back end under the deadline of its method: `call` gets the signal to hand to fetch.
 * A hung or refused back end becomes BackendUnavailable; anything else is thrown as it is. Once a call of
 * the current request has failed so, the request's further calls fail at once (request-budget.ts).
 */
export async function withDeadline<T>(
  env: Partial<DeadlineEnv>,
  method: string | undefined,
  outer: AbortSignal | null | undefined,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const earlier = failedInThisRequest()
  if (earlier) throw new BackendUnavailable(earlier.reason, earlier.deadlineMs, earlier.reason === 'unreachable' ? 'earlier in this request' : undefined)
  // the answer's own data: counted against the request's sub-request budget, never held back
  spendNeeded()
  const ms = deadlineOf(env, method)
  const { signal, done } = deadlineSignal(ms, outer)
  try {
    return await call(signal)
  } catch (error) {
    const unavailable = asBackendUnavailable(error, ms, signal)
    if (!unavailable) throw error
    noteFailure(unavailable)
    throw unavailable
  } finally {
    done()
  }
}

/** `fetch` to the back end with the deadline of its method, until the answer's headers arrive; any HTTP answer is returned as it is. */
export const backendFetch = (env: Partial<DeadlineEnv>, input: string | URL, init: RequestInit = {}): Promise<Response> =>
  withDeadline(env, init.method, init.signal, (signal) => fetch(input, { ...init, signal }))
