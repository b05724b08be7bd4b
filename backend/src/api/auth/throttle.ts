import { createHash } from 'node:crypto'
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { ICacheService, ILockingModule } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { clientIp } from '../../lib/client-address'
import { visitorLocale } from '../visitor-locale'

/**
 * What one client address and one e-mail address (or the account or cart the request is about) may do within a window. `failures`: only answers of 400
 * and above count (a person who types the password right is never slowed down, and a success forgives the
 * address's earlier failures); `all`: every request counts (each one sends a mail or reveals something).
 */
type Limit = { perEmail: number; perClient: number; windowSeconds: number; counts: 'failures' | 'all' }

const AUTH_LIMITS = {
  login: { perEmail: 10, perClient: 20, windowSeconds: 15 * 60, counts: 'failures' },
  register: { perEmail: 10, perClient: 20, windowSeconds: 15 * 60, counts: 'failures' },
  // every request mails the address: a handful is plenty for a person, and no address can be flooded
  'reset-request': { perEmail: 5, perClient: 20, windowSeconds: 15 * 60, counts: 'all' },
  // tells whether an address belongs to an account taken over from the old shop
  'reset-check': { perEmail: 10, perClient: 20, windowSeconds: 15 * 60, counts: 'all' },
  // a signed-in customer's claim of a guest order by its number (each may mail the order's owner): per account
  'order-claim': { perEmail: 10, perClient: 20, windowSeconds: 15 * 60, counts: 'all' },
  // a signed-in password change (staff) or password or address change (customers): wrong passwords, per account
  'password-change': { perEmail: 10, perClient: 20, windowSeconds: 15 * 60, counts: 'failures' },
  // a code of the second factor (authenticator or recovery code) at sign-in, enrolment or switching it off: the
  // password's limits, per sign-in identity, so a stolen password does not open a way to guess the six digits
  'second-factor': { perEmail: 10, perClient: 20, windowSeconds: 15 * 60, counts: 'failures' },
  // promotion codes tried on a cart (each code of a request counts): per cart and per client, so codes are not guessed
  'promotion-code': { perEmail: 10, perClient: 30, windowSeconds: 15 * 60, counts: 'all' },
  // gift card codes tried on a cart or looked up for their balance: the promotion codes' limits, on counters of their
  // own (a shopper with a voucher and a gift card has both to type), per cart and per client
  'gift-card-code': { perEmail: 10, perClient: 30, windowSeconds: 15 * 60, counts: 'all' },
} satisfies Record<string, Limit>

export type AuthAction = keyof typeof AUTH_LIMITS

type Counter = { count: number; resetAt: number }

const MESSAGES = {
  de: (minutes: number) => `Zu viele Versuche. Bitte warten Sie ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} und versuchen Sie es dann erneut.`,
  en: (minutes: number) => `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
}

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22)

/**
 * Whom a request is about, besides its client: the e-mail address of sign-in, registration and the check (`email`)
 * or of a reset request (`identifier`); for an order claim and a password change, the signed-in account; for a code
 * of the second factor, the sign-in identity; for a promotion or gift card code, the cart (a balance check: none).
 */
function subjectOf(req: MedusaRequest, action: AuthAction): string | null {
  if (action === 'promotion-code' || action === 'gift-card-code') return typeof req.params?.id === 'string' ? `cart:${req.params.id}` : null
  if (action === 'order-claim' || action === 'password-change')
    return (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context?.actor_id ?? null
  // before the second factor there is no actor yet, only the identity that passed the password
  if (action === 'second-factor') return (req as MedusaRequest & { auth_context?: { auth_identity_id?: string } }).auth_context?.auth_identity_id ?? null
  return emailOf(req)
}

function emailOf(req: MedusaRequest): string | null {
  const body = req.body as { email?: unknown; identifier?: unknown } | undefined
  const raw = typeof body?.email === 'string' ? body.email : typeof body?.identifier === 'string' ? body.identifier : null
  const email = raw?.trim().toLowerCase()
  return email ? email.slice(0, 320) : null
}

/**
 * The counters of a request, kept in Medusa's cache module (Redis with REDIS_URL, so every Medusa instance
 * sees the same counts; in memory on a single local process), changed under the locking module so that
 * concurrent failures all count. Keys hold hashes, never addresses.
 */
function countersOf(req: MedusaRequest, action: AuthAction, scope: string) {
  const cache: ICacheService = req.scope.resolve(Modules.CACHE)
  const locking: ILockingModule = req.scope.resolve(Modules.LOCKING)
  const email = subjectOf(req, action)
  const client = clientIp(req)
  const keys = {
    email: email ? `auth-throttle:${scope}:email:${hashed(email)}` : null,
    client: client ? `auth-throttle:${scope}:client:${hashed(client)}` : null,
  }
  const read = async (key: string | null) => (key ? await cache.get<Counter>(key) : null)
  return {
    keys,
    read,
    async add(key: string | null, windowSeconds: number, delta: number) {
      if (!key) return
      await locking.execute(
        key,
        async () => {
          const now = Date.now()
          const current = await cache.get<Counter>(key)
          const live = current && current.resetAt > now ? current : null
          if (!live && delta < 0) return
          const next = live ? { count: Math.max(0, live.count + delta), resetAt: live.resetAt } : { count: delta, resetAt: now + windowSeconds * 1000 }
          await cache.set(key, next, Math.max(1, Math.ceil((next.resetAt - now) / 1000)))
        },
        { timeout: 5 },
      )
    },
    async forget(key: string | null) {
      if (key) await cache.invalidate(key)
    },
  }
}

/**
 * Rate limit of sign-in, registration, password-reset requests and the reset check: per client address
 * (the worker's x-client-ip with its EDGE_SECRET, else the socket's: src/lib/client-address.ts) and per e-mail
 * address, with state shared by every Medusa instance. Past a limit the answer is 429 `{ type, message }` with
 * Retry-After, in the visitor's language, until the window that began with the first counted request is over.
 * `attempts` says how many attempts a request is (several promotion codes at once; 0: not counted, not refused).
 */
export function throttleAuth(action: AuthAction, actor?: 'customer' | 'user', attempts?: (req: MedusaRequest) => Promise<number>) {
  const limit: Limit = AUTH_LIMITS[action]
  const scope = actor ? `${action}:${actor}` : action
  return async function authThrottle(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    let refused = false
    try {
      const count = attempts ? await attempts(req) : 1
      if (count > 0) refused = await refuseOrCount(req, res, count)
    } catch (error) {
      // a broken cache must not lock everyone out: the request goes on uncounted
      req.scope.resolve('logger').warn(`auth throttle failed (${scope}): ${(error as Error).message}`)
    }
    if (!refused) next()
  }

  /** Answers 429 (true) when a limit is reached; otherwise counts the request (false). */
  async function refuseOrCount(req: MedusaRequest, res: MedusaResponse, count: number): Promise<boolean> {
    const counters = countersOf(req, action, scope)
    const [byEmail, byClient] = await Promise.all([counters.read(counters.keys.email), counters.read(counters.keys.client)])
    const now = Date.now()
    const over = [
      byEmail && byEmail.resetAt > now && byEmail.count >= limit.perEmail ? byEmail.resetAt : 0,
      byClient && byClient.resetAt > now && byClient.count >= limit.perClient ? byClient.resetAt : 0,
    ]
    const until = Math.max(...over)
    if (until > now) {
      const seconds = Math.ceil((until - now) / 1000)
      res.setHeader('Retry-After', String(seconds))
      res.status(429).json({ type: 'too_many_requests', message: MESSAGES[visitorLocale(req)](Math.ceil(seconds / 60)) })
      return true
    }
    const warn = (error: unknown) => req.scope.resolve('logger').warn(`auth throttle could not count (${scope}): ${(error as Error).message}`)
    // Counted before the request runs, so a burst of parallel attempts is cut off at the limit too;
    // with `failures`, a success takes its count back.
    await Promise.all([counters.add(counters.keys.email, limit.windowSeconds, count), counters.add(counters.keys.client, limit.windowSeconds, count)]).catch(
      warn,
    )
    if (limit.counts === 'failures') {
      res.once('finish', () => {
        if (res.statusCode >= 400) return
        // the address is forgiven its earlier failures; the client only this attempt (its own account must not reset it)
        Promise.all([counters.forget(counters.keys.email), counters.add(counters.keys.client, limit.windowSeconds, -1)]).catch(warn)
      })
    }
    return false
  }
}
