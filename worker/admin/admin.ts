import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { localeFromPath, pathInsideLocale, preferredLocale } from '../../client/admin/locale'
import type { AppEnv } from '../env'
import { adminPolicy } from '../http/security-headers'
import { LOCALE_COOKIE } from '../routing/cookies'
import { adminAssets } from './admin-assets'
import { notBuiltHtml, shellHtml } from './shell-html'

/**
 * Every answer under /admin is private to staff: never stored by the edge or the browser cache, never
 * indexed, never framed (clickjacking on the capture and cancel buttons).
 */
const privateAnswer = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex, nofollow')
  c.header('X-Frame-Options', 'DENY')
  c.header('Content-Security-Policy', adminPolicy(c.env))
  c.header('Referrer-Policy', 'same-origin')
})

/** /admin/{de|en}/… is the app; it routes on the client. */
const serveShell = createMiddleware<AppEnv>(async (c, next) => {
  const locale = localeFromPath(c.req.path)
  if (!locale) return next()
  const assets = await adminAssets(c.env, c.req.url)
  if (!assets) return c.html(notBuiltHtml(locale), 503)
  return c.html(shellHtml(locale, assets))
})

/** /admin and /admin/orders (no language) go to the same page in the preferred language. */
const addLocale = createMiddleware<AppEnv>(async (c) => {
  const locale = preferredLocale(getCookie(c, LOCALE_COOKIE), c.req.header('accept-language') ?? null)
  const rest = pathInsideLocale(c.req.path)
  const search = new URL(c.req.url).search
  return c.redirect(`/admin/${locale}${rest === '/' ? '' : rest}${search}`, 302)
})

export const admin = new Hono<AppEnv>()
admin.use('*', privateAnswer)
admin.on(['GET', 'HEAD'], '*', serveShell, addLocale)
admin.all('*', (c) => c.json({ message: 'The back office pages only answer GET.' }, 405))
