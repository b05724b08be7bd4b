/**
 * A JWT's claims, read without verification: the back end verifies; a page only reads whom a mailed token names and
 * until when it holds (the reset link's address, an invite's address and expiry). A malformed token has none.
 */
export function tokenClaims(token: string): {
  actor_id?: string
  entity_id?: string
  email?: string
  id?: string
  exp?: number
  user_metadata?: Record<string, unknown>
} {
  try {
    const part = token.split('.')[1] ?? ''
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    return JSON.parse(decodeURIComponent(escape(json)))
  } catch {
    return {}
  }
}

/** Whether a token's own expiry has passed (a token without one has not). */
export const tokenExpired = (claims: { exp?: number }, now = Date.now()) => typeof claims.exp === 'number' && claims.exp * 1000 < now
