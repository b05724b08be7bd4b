import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { forwardableHeaders, rewriteLocation, rewriteSetCookie } from './headers'

/** The Medusa paths the browser may reach through the shop's own origin. */
const ALLOWED = ['store', 'auth', 'admin', 'static']

/** The back-end path of a /medusa/… request, or null when the pass-through does not serve it. */
export function backendPath(path: string): string | null {
  const rest = path.replace(/^\/medusa/, '')
  const first = rest.split('/')[1]
  return ALLOWED.includes(first) && rest.length > first.length + 1 ? rest : null
}

/**
 * The scheme Medusa is told. Browsers treat http://localhost as a secure context and keep Secure
 * cookies for it, so local development counts as https: Medusa in production mode only sets its
 * (Secure) session cookie on requests it believes are https.
 */
export function forwardedProto(url: URL): 'http' | 'https' {
  if (url.protocol === 'https:') return 'https'
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]' ? 'https' : 'http'
}

/**
 * Same-origin pass-through: /medusa/{store,auth,admin,static}/… → MEDUSA_BACKEND_URL with the same
 * method, query, body and headers (cookies included both ways, so admin sessions work through it).
 * /store calls get the publishable key when the browser did not send one.
 */
export async function passThrough(c: Context<AppEnv>) {
  const path = backendPath(c.req.path)
  if (!path) return c.json({ message: `Not a Medusa path the shop passes through: ${c.req.path}` }, 404)

  const incoming = new URL(c.req.url)
  const target = new URL(c.env.MEDUSA_BACKEND_URL.replace(/\/+$/, '') + path + incoming.search)
  const headers = forwardableHeaders(c.req.raw.headers)
  if (path.startsWith('/store/') && !headers.has('x-publishable-api-key') && c.env.MEDUSA_PUBLISHABLE_KEY) {
    headers.set('x-publishable-api-key', c.env.MEDUSA_PUBLISHABLE_KEY)
  }
  headers.set('x-forwarded-host', incoming.host)
  headers.set('x-forwarded-proto', forwardedProto(incoming))

  const hasBody = !['GET', 'HEAD'].includes(c.req.method)
  let upstream: Response
  try {
    upstream = await fetch(target, {
      method: c.req.method,
      headers,
      body: hasBody ? await c.req.arrayBuffer() : undefined,
      redirect: 'manual',
    })
  } catch (error) {
    return c.json({ message: `The shop back end is unreachable: ${(error as Error).message}` }, 502)
  }

  const responseHeaders = forwardableHeaders(upstream.headers)
  responseHeaders.delete('set-cookie')
  for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', rewriteSetCookie(cookie))
  const location = upstream.headers.get('location')
  if (location) responseHeaders.set('location', rewriteLocation(location, c.env.MEDUSA_BACKEND_URL))
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders })
}
