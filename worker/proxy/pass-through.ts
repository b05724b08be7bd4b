import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { preferredLocale } from '../../client/admin/locale'
import type { Locale } from '../../rules/languages'
import { translate } from '../content/field-messages'
import type { AppEnv } from '../env'
import { isBackendUnavailable } from '../medusa/backend-unavailable'
import { clientAddressHeaders } from '../medusa/client-address'
import { backendFetch, RETRY_AFTER_SECONDS } from '../medusa/deadline'
import { LOCALE_COOKIE } from '../routing/cookies'
import { forwardableHeaders, rewriteLocation } from './headers'
import { isPlainError, plainErrorMessage } from './plain-error'
import { cookieForBackend, cookieForBrowser } from './session-cookies'
import { addStaticFileHeaders } from './static-file-headers'
import type { Surface } from './surfaces'
import { type UpstreamDecision, upstreamUrl } from './upstream-url'

/**
 * The scheme Medusa is told. Browsers treat http://localhost as a secure context and keep Secure
 * cookies for it, so local development counts as https: Medusa in production mode only sets its
 * (Secure) session cookie on requests it believes are https.
 */
export function forwardedProto(url: URL): 'http' | 'https' {
  if (url.protocol === 'https:') return 'https'
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]' ? 'https' : 'http'
}

/** The methods Medusa's API routes use; anything else (TRACE, PROPFIND, …) never reaches it. */
const MEDUSA_METHODS = ['GET', 'HEAD', 'POST', 'DELETE']

/** Why the pass-through sends nothing, in the visitor's language. */
function refusal(locale: Locale, decision: Extract<UpstreamDecision, { kind: 'refuse' }>, method: string, path: string): string {
  const key =
    decision.reason === 'not-on-surface'
      ? 'messages.passThrough.notOnSurface'
      : decision.reason === 'undecodable'
        ? 'messages.passThrough.undecodable'
        : 'messages.passThrough.unsafePath'
  return translate(locale, key, { method, path: path.slice(0, 200) })
}

/** The visitor's language where the path names no country: the shop's locale cookie, else the browser's, else German. */
const visitorLocale = (c: Context<AppEnv>) => preferredLocale(getCookie(c, LOCALE_COOKIE), c.req.header('accept-language') ?? null)

/** What the back end learns about the visitor: the address the edge saw, with its proof (its throttles key on it), and the shop's language. */
function visitorHeaders(c: Context<AppEnv>, headers: Headers) {
  for (const [name, value] of Object.entries(clientAddressHeaders(c))) headers.set(name, value)
  headers.set('x-shop-locale', visitorLocale(c))
}

/**
 * Same-origin pass-through of one surface (surfaces.ts) to MEDUSA_BACKEND_URL with the same method, query,
 * body and headers. Cookies go through as the surface's session only; /store calls get the publishable key
 * when the browser did not send one. A back end that does not answer within its deadline (reads 4 s,
 * writes 10 s) or refuses the connection is a JSON 504/503 with a message, never a hang; an error of the back
 * end without a JSON body (plain-error.ts) becomes `{ message }` with its status.
 */
export const passThrough = (surface: Surface) =>
  async function passThroughHandler(c: Context<AppEnv>) {
    const decision = upstreamUrl(surface, c.req.url, c.env.MEDUSA_BACKEND_URL)
    if (decision.kind === 'refuse') return c.json({ message: refusal(visitorLocale(c), decision, c.req.method, c.req.path) }, decision.status)
    if (!MEDUSA_METHODS.includes(c.req.method)) {
      const message = translate(visitorLocale(c), 'messages.passThrough.method', { method: c.req.method, methods: MEDUSA_METHODS.join(', ') })
      return c.json({ message }, 405, { allow: MEDUSA_METHODS.join(', ') })
    }
    const { url: target, path } = decision
    const incoming = new URL(c.req.url)
    const headers = forwardableHeaders(c.req.raw.headers)
    headers.delete('cookie')
    const cookie = cookieForBackend(surface, c.req.header('cookie'))
    if (cookie) headers.set('cookie', cookie)
    if (path.startsWith('/store/') && !headers.has('x-publishable-api-key') && c.env.MEDUSA_PUBLISHABLE_KEY) {
      headers.set('x-publishable-api-key', c.env.MEDUSA_PUBLISHABLE_KEY)
    }
    headers.set('x-forwarded-host', incoming.host)
    headers.set('x-forwarded-proto', forwardedProto(incoming))
    visitorHeaders(c, headers)
    const hasBody = !['GET', 'HEAD'].includes(c.req.method)
    let upstream: Response
    try {
      upstream = await backendFetch(c.env, target, {
        method: c.req.method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        redirect: 'manual',
      })
    } catch (error) {
      if (!isBackendUnavailable(error)) throw error
      console.warn('pass-through: back end unavailable', c.req.method, path.slice(0, 200), error.message)
      const status = error.reason === 'timeout' ? 504 : 503
      return c.json({ message: `${error.message}; please try again in a moment.` }, status, { 'retry-after': String(RETRY_AFTER_SECONDS) })
    }
    const responseHeaders = forwardableHeaders(upstream.headers)
    // what the back end runs on is nobody's business
    responseHeaders.delete('x-powered-by')
    responseHeaders.delete('set-cookie')
    const secure = forwardedProto(incoming) === 'https'
    const cookies = upstream.headers.getSetCookie().map((setCookie) => cookieForBrowser(surface, setCookie, secure))
    if (isPlainError(upstream.status, upstream.headers.get('content-type'))) {
      // Express's "Cannot GET …" page or a proxy's: only its status, its cookies and Retry-After remain
      if (upstream.status >= 500) console.warn('pass-through: back end failed without JSON', upstream.status, c.req.method, path.slice(0, 200))
      await upstream.body?.cancel()
      for (const cookie of cookies) c.header('set-cookie', cookie, { append: true })
      const retryAfter = upstream.headers.get('retry-after')
      if (retryAfter) c.header('retry-after', retryAfter)
      const message = plainErrorMessage(visitorLocale(c), upstream.status, c.req.method, c.req.path)
      return c.json({ message }, upstream.status as ContentfulStatusCode)
    }
    for (const cookie of cookies) responseHeaders.append('set-cookie', cookie)
    const location = upstream.headers.get('location')
    if (location) responseHeaders.set('location', rewriteLocation(location, c.env.MEDUSA_BACKEND_URL, surface.mount))
    addStaticFileHeaders(path, upstream.status, responseHeaders)
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders })
  }
