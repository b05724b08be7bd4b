import { MEDUSA_SESSION_COOKIE, type Surface } from './surfaces'

/** The raw (still encoded) value of one cookie of a Cookie header; Medusa's signed session must arrive byte for byte. */
export function rawCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}

/**
 * The Cookie header Medusa gets from a surface: only the surface's session, under Medusa's own name. The
 * shop's other cookies (cart, country, the other surface's session) are none of Medusa's business.
 */
export function cookieForBackend(surface: Surface, header: string | null | undefined): string | null {
  const session = rawCookie(header, surface.cookie.name)
  return session ? `${MEDUSA_SESSION_COOKIE}=${session}` : null
}

/**
 * A Set-Cookie of Medusa as the browser gets it on a surface: Medusa's session renamed and scoped to the
 * surface's path; every cookie host-only (no Domain), HttpOnly, Secure when the shop is served securely,
 * and SameSite at least Lax (the surface's own setting replaces None or a missing one).
 */
export function cookieForBrowser(surface: Surface, setCookie: string, secure: boolean): string {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim())
  const at = pair.indexOf('=')
  const name = pair.slice(0, at)
  const isSession = name === MEDUSA_SESSION_COOKIE
  const kept = attributes.filter((attribute) => {
    const key = attribute.split('=')[0].trim().toLowerCase()
    if (['domain', 'httponly', 'secure', 'samesite'].includes(key)) return false
    return !(isSession && key === 'path')
  })
  const sameSite = /samesite\s*=\s*strict/i.test(setCookie) ? 'Strict' : surface.cookie.sameSite
  return [
    isSession ? `${surface.cookie.name}=${pair.slice(at + 1)}` : pair,
    ...(isSession ? [`Path=${surface.cookie.path}`] : []),
    ...kept,
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
    `SameSite=${sameSite}`,
  ].join('; ')
}
