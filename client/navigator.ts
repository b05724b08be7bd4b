import type { createStore } from 'jotai'
import { flushSync } from 'react-dom'
import type { AppState } from '../routes/app'
import { fetchApi } from '../routes/lib/api-client'
import { ChunkLoadError, HttpError } from '../routes/lib/errors'
import { splitCountry } from '../routes/lib/match'
import { findRoute, resolvePage } from '../routes/lib/resolve'
import { mobileMenuOpenAtom } from '../routes/lib/ui-state'
import { reloadOnce } from './chunk-reload'
import type { LoadingBar } from './loading-bar'
import { focusMain, scrollToTop } from './scroll'

type NavigatorOptions = {
  initial: AppState
  store: ReturnType<typeof createStore>
  bar: LoadingBar
  /** True once a newer build is deployed: the next navigation is then a full page load. */
  outdated?: () => boolean
}

/** Positions to restore on back/forward live in each history entry's state. */
type HistoryState = { scrollY?: number } | null

/**
 * Client-side navigation with the same route table and loaders as the server. Anything the
 * browser app cannot decide on its own (another origin or country, a path the server may redirect)
 * becomes a full page load, so the server stays the authority.
 */
export function createNavigator({ initial, store, bar, outdated = () => false }: NavigatorOptions) {
  let state = initial
  let latest = 0
  const listeners = new Set<() => void>()

  const commit = (next: AppState) => {
    state = next
    flushSync(() => listeners.forEach((listener) => listener()))
    store.set(mobileMenuOpenAtom, false)
  }

  const record = (url: URL, pop: boolean) => {
    if (pop) return
    history.replaceState({ ...(history.state as HistoryState), scrollY: window.scrollY }, '')
    history.pushState({ scrollY: 0 } satisfies HistoryState, '', url.href)
  }

  const settle = (pop: boolean) => {
    if (pop) window.scrollTo(0, (history.state as HistoryState)?.scrollY ?? 0)
    else scrollToTop()
    focusMain()
  }

  async function navigate(href: string, { pop = false } = {}) {
    const url = new URL(href, window.location.href)
    if (url.origin !== window.location.origin || splitCountry(url.pathname, '').country !== state.country) {
      window.location.assign(url.href)
      return
    }
    if (outdated()) {
      // the new build's HTML and chunks come with the page (back/forward: the entry is already in history)
      window.location[pop ? 'replace' : 'assign'](url.href)
      return
    }
    if (url.pathname === state.url.pathname && url.search === state.url.search) {
      if (!pop && url.hash) window.location.hash = url.hash
      return
    }
    const id = ++latest
    bar.start()
    try {
      const page = await resolvePage(url, state.country, fetchApi)
      if (id !== latest) return
      record(url, pop)
      commit({ ...state, ...page, url, error: null })
      bar.done()
      settle(pop)
    } catch (error) {
      if (id !== latest) return
      bar.fail()
      if (error instanceof ChunkLoadError && reloadOnce(url.href)) return
      if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
        // the server may know a redirect for this path; otherwise it answers the 404 page itself
        window.location[pop ? 'replace' : 'assign'](url.href)
        return
      }
      console.error('navigation failed', url.href, error)
      record(url, pop)
      const { route, params } = findRoute(url)
      commit({ ...state, route, params, url, Page: null, data: null, error: { status: 500, path: url.pathname } })
      settle(pop)
    }
  }

  history.scrollRestoration = 'manual'
  window.addEventListener('popstate', () => void navigate(window.location.href, { pop: true }))

  return {
    navigate: (href: string) => void navigate(href),
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
