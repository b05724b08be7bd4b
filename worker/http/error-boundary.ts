import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env'
import { isBackendUnavailable } from '../medusa/backend-unavailable'
import { RETRY_AFTER_SECONDS } from '../medusa/deadline'
import { renderErrorPage } from '../ssr/render-page'
import { HttpError } from './errors'

/** Machine answers: the API, the pass-throughs, ops and images speak JSON `{ message }`; everything else is a page. */
const JSON_PREFIXES = ['/api', '/medusa', '/admin/api', '/ops', '/images']
const answersJson = (path: string) => JSON_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

function statusOf(error: Error): ContentfulStatusCode {
  if (error instanceof HttpError) return error.status
  if (error instanceof HTTPException) return error.status as ContentfulStatusCode
  if (isBackendUnavailable(error)) return 503
  return 500
}

/**
 * The one error boundary of the app (app.onError; sub-apps with JSON answers have their own jsonError):
 * an unexpected error is logged and answered as JSON `{ message }` on machine paths, otherwise as the
 * branded error page in the visitor's language (plain text for crawlers) — never a bare text.
 */
export const errorBoundary: ErrorHandler<AppEnv> = async (error, c) => {
  const status = statusOf(error)
  if (status >= 500) console.error('unexpected error', c.req.method, c.req.path.slice(0, 200), error)
  const retry = status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : undefined
  if (answersJson(c.req.path)) {
    const message = status >= 500 && !isBackendUnavailable(error) ? 'Something went wrong in the shop; please try again.' : error.message
    return c.json({ message }, status, retry)
  }
  return renderErrorPage(c, status === 404 || status === 503 ? status : 500)
}

/** Requests no route answers: JSON on machine paths; pages answer only GET and HEAD. */
export const notFound: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) => {
  if (answersJson(c.req.path)) return c.json({ message: `No endpoint ${c.req.method} ${c.req.path.slice(0, 200)}` }, 404)
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return renderErrorPage(c, 404)
  return c.json({ message: `Pages only answer GET and HEAD, not ${c.req.method}` }, 405, { allow: 'GET, HEAD' })
}
