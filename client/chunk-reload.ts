/** After a failed chunk load (a deploy replaced it) the page reloads, at most once per 10 s per path: never a loop. */
const GUARD_MS = 10_000

/** Loads the URL afresh (new HTML, new chunk names) unless that was tried for this path within the guard time. */
export function reloadOnce(href: string): boolean {
  const url = new URL(href, window.location.href)
  const key = `chunk-reload:${url.pathname}`
  try {
    const last = Number(sessionStorage.getItem(key) ?? 0)
    if (Date.now() - last < GUARD_MS) return false
    sessionStorage.setItem(key, String(Date.now()))
  } catch {
    return false // without storage there is no guard, so no reload loop either
  }
  window.location.assign(url.href)
  return true
}
