/**
 * Where a sign-in returns to: the page the guard remembered (`?redirect=`), used once (it lives only in
 * the login URL, so it is cleared with that page), else the account. Only a path of this shop is followed:
 * anything absolute, protocol-relative or with a backslash would be an open redirect and is ignored.
 */
export function returnTo(search: string, country: string): string {
  const raw = new URLSearchParams(search).get('redirect')
  return raw && safePath(raw) ? raw : `/${country}/account`
}

export const safePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !/[\\\s]/.test(path) && path.length <= 1000

/** The flag of the login URL a logout leads to: the page then says that the customer was signed out. */
const SIGNED_OUT = 'signed_out'
export const signedOutUrl = (country: string) => `/${country}/login?${SIGNED_OUT}=1`
export const wasSignedOut = (search: string) => new URLSearchParams(search).get(SIGNED_OUT) === '1'

/** The login URL that brings the visitor back to `path` (a country-prefixed path with its query). */
export const loginUrl = (country: string, path: string) => `/${country}/login?redirect=${encodeURIComponent(path)}`
