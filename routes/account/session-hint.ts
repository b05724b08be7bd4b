/**
 * A readable hint that this browser has a customer session. The session itself is Medusa's HttpOnly
 * cookie, which scripts cannot see; without the hint every anonymous page view would ask the back end
 * for a customer only to get a 401. It carries no secret: a wrong hint costs one call that answers 401.
 * Its lifetime is the session's (Medusa's default ten hours).
 */
export const SESSION_HINT = 'signed_in'

export function hasSessionHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SESSION_HINT}=1`)
}
