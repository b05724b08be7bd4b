/**
 * The two ways a browser reaches Medusa through the shop's origin (worker/proxy/README.md). Each passes only its own Medusa paths and keeps its own session cookie, so a customer signed in
 * at the shop and a member of staff signed in at /admin never overwrite each other's session.
 */
export type Surface = {
  /** Where the surface is mounted in the shop: `/medusa/store/…` → Medusa `/store/…`. */
  mount: string
  /** The Medusa path prefixes it serves (each followed by `/` and more, or exactly one of `exact`). */
  prefixes: readonly string[]
  exact: readonly string[]
  /** The browser-side name and path of Medusa's session cookie (`connect.sid`) on this surface. */
  cookie: { name: string; path: string; sameSite: 'Lax' | 'Strict' }
}

/** Medusa's session cookie (express-session's default name, which Medusa keeps). */
export const MEDUSA_SESSION_COOKIE = 'connect.sid'

/** The shop's customers: catalogue, carts, checkout, customer sign-in and files. No admin, no staff sign-in. */
export const CUSTOMER_SURFACE: Surface = {
  mount: '/medusa',
  prefixes: ['/store/', '/auth/customer/', '/static/'],
  exact: ['/auth/session', '/auth/token/refresh'],
  // Lax: a link from a mail to an account page arrives signed in
  cookie: { name: MEDUSA_SESSION_COOKIE, path: '/', sameSite: 'Lax' },
}

/**
 * The back office at /admin: Medusa's admin API, staff sign-in (with its second factor, `/auth/mfa/*`) and files,
 * under a cookie only /admin sees.
 */
export const STAFF_SURFACE: Surface = {
  mount: '/admin/api',
  prefixes: ['/admin/', '/auth/user/', '/auth/mfa/', '/static/'],
  exact: ['/auth/session', '/auth/token/refresh'],
  // Strict: the back office's HTML needs no session, its API calls are same-site, so no cross-site request carries it
  cookie: { name: 'admin.sid', path: '/admin', sameSite: 'Strict' },
}

/** Whether a surface passes this Medusa path: one of its prefixes followed by more, or exactly one of `exact`. */
export function onSurface(surface: Surface, medusaPath: string): boolean {
  if (surface.exact.includes(medusaPath)) return true
  return surface.prefixes.some((prefix) => medusaPath.startsWith(prefix) && medusaPath.length > prefix.length)
}
