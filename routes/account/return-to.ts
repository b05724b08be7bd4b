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

/** The login URL that brings the visitor back to `path` (a country-prefixed path with its query). */
export const loginUrl = (country: string, path: string) => `/${country}/login?redirect=${encodeURIComponent(path)}`
