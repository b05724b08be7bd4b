import type { Page, Request } from 'playwright-core'

type Tracked = { requests: Map<Request, number>; answered: WeakSet<Request>; changed: number }
const pending = new WeakMap<Page, Tracked>()

/** Counts the page's requests in flight (`e2e/browser.ts` calls it for every page it opens). */
export function trackRequests(page: Page) {
  const state: Tracked = { requests: new Map(), answered: new WeakSet(), changed: Date.now() }
  pending.set(page, state)
  const ended = (request: Request) => {
    state.requests.delete(request)
    state.changed = Date.now()
  }
  page.on('request', (request) => {
    // a new document replaces the old one, whose loads Chromium cancels: Playwright does not always report them
    // (a footer chunk stayed "in flight" through seven page loads of one journey), so they are dropped here
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) state.requests.clear()
    // a redirect's next hop replaces the request it came from
    const from = request.redirectedFrom()
    if (from) state.requests.delete(from)
    state.requests.set(request, Date.now())
    state.changed = Date.now()
  })
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  page.on('response', (response) => {
    state.answered.add(response.request())
    state.changed = Date.now()
  })
}

/**
 * What the page still waits for: a hashed static file whose answer has begun counts as arrived (it never changes,
 * and Playwright sometimes never reports one finished).
 */
const awaited = (state: Tracked) => [...state.requests.keys()].filter((request) => !(isStaticFile(request) && state.answered.has(request)))

/**
 * Waits until the page has had no request in flight for `quietMs`: what a page fetches after hydration (lazy
 * chunks, live stock, the wishlist) has arrived and rendered. Playwright's `networkidle` waits 500 ms of silence
 * after every page, which the screen-fit journeys paid about a hundred times.
 */
export async function networkQuiet(page: Page, { quietMs = 150, timeout = 15_000 } = {}) {
  const state = pending.get(page)
  if (!state) throw new Error('networkQuiet: the page was not opened by openBrowser (e2e/browser.ts)')
  const deadline = Date.now() + timeout
  while (awaited(state).length > 0 || Date.now() - state.changed < quietMs) {
    if (Date.now() > deadline) {
      // now and then a static file never arrives (e2e/browser.ts): what that file would have
      // brought to life stays as the server rendered it, and the journey's own assertions tell whether it mattered
      if (awaited(state).every(isStaticFile)) {
        console.warn(`networkQuiet: the page has not received ${inFlight(page)}; going on without`)
        return
      }
      throw new Error(`networkQuiet: still loading after ${timeout} ms: ${inFlight(page)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const isStaticFile = (request: Request) => new URL(request.url()).pathname.startsWith('/assets/')

/** The page's requests still unanswered and how long each has waited: what a navigation that timed out was waiting for. */
export function inFlight(page: Page): string {
  const now = Date.now()
  const requests = [...(pending.get(page)?.requests ?? [])]
  return requests.length ? requests.map(([request, since]) => `${request.method()} ${request.url()} (${now - since} ms)`).join(', ') : 'none'
}

/** A hashed static file of the page (`/assets/…`) unanswered for longer than `olderThanMs`, or null. */
export function stalledAsset(page: Page, olderThanMs: number): string | null {
  const now = Date.now()
  for (const [request, since] of pending.get(page)?.requests ?? []) {
    if (now - since > olderThanMs && isStaticFile(request)) return request.url()
  }
  return null
}
