import { CLIENT_IP_HEADER, EDGE_SECRET_HEADER } from '../../rules/edge-headers'

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]

/** Only the worker tells the back end the visitor's address, with its proof (the throttles), and the shop's language. */
const WORKER_ONLY = [CLIENT_IP_HEADER, EDGE_SECRET_HEADER, 'x-shop-locale']

/**
 * Addresses a visitor might claim for itself: Medusa must never see them from a visitor (Express's `req.ip` reads
 * X-Forwarded-For under Medusa's `trust proxy` setting); the worker says who the visitor is (medusa/client-address.ts).
 */
const CLAIMED_ADDRESSES = ['x-forwarded-for', 'x-real-ip', 'forwarded']

/** Drops hop-by-hop headers, those named in `Connection`, the ones the edge adds or fetch recomputes, and claimed addresses. */
export function forwardableHeaders(headers: Headers): Headers {
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase())
  const result = new Headers()
  for (const [name, value] of headers) {
    const lower = name.toLowerCase()
    if (HOP_BY_HOP.includes(lower) || named.includes(lower) || lower === 'host' || WORKER_ONLY.includes(lower) || CLAIMED_ADDRESSES.includes(lower)) continue
    if (lower === 'content-length' || lower.startsWith('cf-')) continue
    result.append(name, value)
  }
  return result
}

/** A Location pointing at the back end is rewritten to go through the pass-through it came from. */
export function rewriteLocation(location: string, backendUrl: string, mount = '/medusa'): string {
  const backend = backendUrl.replace(/\/+$/, '')
  return location.startsWith(`${backend}/`) ? `${mount}${location.slice(backend.length)}` : location
}
