import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isBackendUnavailable } from '../medusa/backend-unavailable'
import { RETRY_AFTER_SECONDS } from '../medusa/deadline'

/** An error that becomes a JSON answer `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const notFound = (message: string) => new HttpError(404, message)

/** The sdk throws FetchError-like objects with a numeric `status`; anything else is a network failure. */
function backendStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status
  return typeof status === 'number' ? status : undefined
}

/**
 * Turns any error of an /api or /ops handler into `{ message }`: 4xx/404 as thrown, a hung or unreachable
 * back end as 503 with Retry-After, other Medusa failures as 502.
 */
export function jsonError(error: Error, c: Context) {
  if (error instanceof HttpError) return c.json({ message: error.message }, error.status)
  if (isBackendUnavailable(error)) {
    console.warn('back end unavailable', c.req.method, c.req.path.slice(0, 200), error.message)
    return c.json({ message: `${error.message}; please try again in a moment.` }, 503, { 'retry-after': String(RETRY_AFTER_SECONDS) })
  }
  const status = backendStatus(error)
  const detail = error.message || 'unknown error'
  console.error('back end call failed', status ?? 'network', detail)
  const message = status ? `The shop back end answered ${status}: ${detail}` : `The shop back end is unreachable: ${detail}`
  return c.json({ message }, 502)
}
