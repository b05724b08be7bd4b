import { createHash, timingSafeEqual } from 'node:crypto'
import { CLIENT_IP_HEADER, EDGE_SECRET_HEADER } from '../rules/edge-headers'

type Request = { get(name: string): string | undefined; socket?: { remoteAddress?: string } }

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether `given` is EDGE_SECRET, compared in constant time (digests of equal length); never while none is set. */
export function isEdgeSecret(given: string | undefined, secret = process.env.EDGE_SECRET): boolean {
  if (!secret || !given) return false
  return timingSafeEqual(digest(given), digest(secret))
}

/**
 * The client a request counts for in the throttles and per-client limits: the visitor's address the storefront
 * worker names in x-client-ip, believed only with EDGE_SECRET beside it; otherwise the connection's own address.
 * The socket's, not Express's `req.ip`: with Medusa's `trust proxy` setting that comes from the caller's
 * X-Forwarded-For, which anyone who reaches Medusa directly writes as they like.
 */
export function clientIp(req: Request): string | null {
  const claimed = req.get(CLIENT_IP_HEADER)?.trim().slice(0, 64)
  if (claimed && isEdgeSecret(req.get(EDGE_SECRET_HEADER))) return claimed
  return req.socket?.remoteAddress ?? null
}
