import { createMiddleware } from 'hono/factory'
import { loginUrl } from '../../routes/account/return-to'
import { findRoute } from '../../routes/lib/resolve'
import { hasSessionCookie } from '../cache/html-cacheable'
import type { AppEnv } from '../env'

/**
 * The 'auth' guard of the account pages: a request without a customer session cookie is sent to the
 * login, which brings the visitor back to the page afterwards. (A cookie whose session has expired passes
 * here; the page then finds no customer and sends the visitor to the login itself.)
 */
export const authGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  const country = c.get('country')
  if (!country || findRoute(url).route.guard !== 'auth' || hasSessionCookie(c)) return next()
  c.header('cache-control', 'private, no-store')
  return c.redirect(loginUrl(country, url.pathname + url.search), 302)
})
