/** Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']

/** Only the worker's own form endpoints tell the back end the visitor's address (its abuse throttle). */
const WORKER_ONLY = ['x-client-ip']

/** Drops hop-by-hop headers, those named in `Connection`, and the ones the edge adds or fetch recomputes. */
export function forwardableHeaders(headers: Headers): Headers {
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase())
  const result = new Headers()
  for (const [name, value] of headers) {
    const lower = name.toLowerCase()
    if (HOP_BY_HOP.includes(lower) || named.includes(lower) || lower === 'host' || WORKER_ONLY.includes(lower) || lower === 'content-length' || lower.startsWith('cf-')) continue
    result.append(name, value)
  }
  return result
}

/** A Set-Cookie of the back end made host-only for the shop's origin: its Domain attribute is removed. */
export function rewriteSetCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';')
}

/** A Location pointing at the back end is rewritten to go through the pass-through. */
export function rewriteLocation(location: string, backendUrl: string): string {
  const backend = backendUrl.replace(/\/+$/, '')
  return location.startsWith(`${backend}/`) ? `/medusa${location.slice(backend.length)}` : location
}
