import { unsafePathSpelling } from '../http/path-spelling'
import { onSurface, type Surface } from './surfaces'

export type UpstreamDecision =
  | { kind: 'send'; url: URL; path: string }
  | { kind: 'refuse'; status: 400 | 404; reason: 'unsafe' | 'undecodable' | 'not-on-surface' }

/**
 * Where a pass-through request goes in Medusa, decided on the URL Medusa will receive, never on what the visitor
 * typed. The request's own path (as the worker's URL parser has it, still percent-encoded) is refused when its
 * spelling could turn into another path further on (http/path-spelling.ts); otherwise it is appended to the back
 * end's URL as it is, the result parsed once more, and that parsed path — exactly what goes on the wire — must be
 * the one we built and lie on the surface (surfaces.ts). Hono's `c.req.path` is not used: it is percent-decoded,
 * and a decoded `%5c` became a backslash that the URL parser then turned into a slash.
 */
export function upstreamUrl(surface: Surface, requestUrl: string, backendUrl: string): UpstreamDecision {
  const incoming = new URL(requestUrl)
  const raw = incoming.pathname
  const spelling = unsafePathSpelling(raw)
  if (spelling) return { kind: 'refuse', status: 400, reason: spelling === 'undecodable' ? 'undecodable' : 'unsafe' }
  if (!raw.startsWith(`${surface.mount}/`)) return { kind: 'refuse', status: 404, reason: 'not-on-surface' }
  const base = new URL(backendUrl)
  const basePath = base.pathname.replace(/\/+$/, '')
  const wanted = basePath + raw.slice(surface.mount.length)
  const url = new URL(`${base.origin}${wanted}${incoming.search}`)
  // the parser must have had nothing left to change: the path on the wire is the one checked below
  if (url.pathname !== wanted) return { kind: 'refuse', status: 400, reason: 'unsafe' }
  const path = url.pathname.slice(basePath.length)
  if (!onSurface(surface, path)) return { kind: 'refuse', status: 404, reason: 'not-on-surface' }
  return { kind: 'send', url, path }
}
