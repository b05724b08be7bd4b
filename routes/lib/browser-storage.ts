/**
 * The browser's localStorage, or null where there is none (the server) or it is forbidden (privacy settings make the
 * mere access throw). Callers keep what they store in memory instead, so the page goes on either way.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
