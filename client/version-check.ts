/** builds/latest.json is polled; after a new version the next navigation loads the page in full. */
const VERSION_URL = '/builds/latest.json'
const POLL_MS = 5 * 60_000

/** Whether the deployed build differs from the running one; anything unreadable counts as "no news". */
export function isNewVersion(running: string, latest: unknown): boolean {
  if (typeof latest !== 'object' || latest === null) return false
  const version = (latest as { version?: unknown }).version
  return typeof version === 'string' && version !== '' && version !== running
}

type Options = { running: string; fetchLatest?: () => Promise<unknown> }

const fetchLatest = async () => {
  const response = await fetch(VERSION_URL, { cache: 'no-store', headers: { accept: 'application/json' } })
  return response.ok ? response.json() : null
}

/**
 * Polls every five minutes and whenever the tab becomes visible again. A new version is not applied
 * at once (the visitor may be typing): the navigator asks `outdated()` and then loads the next page
 * in full, which brings the new build.
 */
export function createVersionCheck({ running, fetchLatest: latest = fetchLatest }: Options) {
  let outdated = false
  let inFlight = false

  async function check() {
    if (outdated || inFlight) return
    inFlight = true
    try {
      outdated = isNewVersion(running, await latest())
    } catch {
      // offline or mid-deploy: try again at the next poll
    } finally {
      inFlight = false
    }
  }

  return {
    check,
    outdated: () => outdated,
    start() {
      // started late (with the router, on the first reach for a link): a page open longer than one poll checks now
      if (performance.now() > POLL_MS) void check()
      const timer = setInterval(() => void check(), POLL_MS)
      const onVisible = () => document.visibilityState === 'visible' && void check()
      document.addEventListener('visibilitychange', onVisible)
      return () => {
        clearInterval(timer)
        document.removeEventListener('visibilitychange', onVisible)
      }
    },
  }
}
