import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/** Whether an unsafe request comes from the shop's own pages: the browser says so itself (Fetch Metadata or Origin). */
function isSameOrigin(requestUrl: string, headers: { get(name: string): string | null | undefined }): boolean {
  const site = headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = headers.get('origin')
  return !!origin && origin === new URL(requestUrl).origin
}

/**
 * Refuses POST, PUT, PATCH and DELETE that do not come from the shop's own origin (403 `{ message }`):
 * a page elsewhere cannot make a visitor's browser act with their session (CSRF). Browsers send
 * `Sec-Fetch-Site` (and `Origin`) on their own; other clients must send a matching `Origin`.
 * Mounted on both pass-throughs to Medusa and on every worker route that acts on a session.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.includes(c.req.method) || isSameOrigin(c.req.url, { get: (name) => c.req.header(name) })) return next()
  return c.json({ message: `Refused: a ${c.req.method} here must come from the shop's own pages (same origin).` }, 403)
})
