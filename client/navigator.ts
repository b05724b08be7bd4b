import type { createStore } from 'jotai'
import { flushSync } from 'react-dom'
import { partsOf, type TextPart } from '../i18n/parts'
import type { AppState } from '../routes/app'
import { fetchApi } from '../routes/lib/api-client'
import { ChunkLoadError, HttpError } from '../routes/lib/errors'
import { splitCountry } from '../routes/lib/match'
import type { NavigateOptions } from '../routes/lib/navigation'
import { findRoute, resolvePage } from '../routes/lib/resolve'
import { mobileMenuOpenAtom, pieceOverlayAtom } from '../routes/lib/ui-state'
import { localeOf } from '../rules/languages'
import { reloadOnce } from './chunk-reload'
import type { LoadingBar } from './loading-bar'
import type { PageState } from './page-state'
import { focusMain, scrollToTop } from './scroll'

export type NavigatorOptions = {
  page: PageState
  store: ReturnType<typeof createStore>
  /** The dictionary parts loaded so far; a page's own are loaded alongside its chunk. */
  texts: { load(parts: TextPart[]): Promise<void> }
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
export function createNavigator({ page, store, texts, bar, outdated = () => false }: NavigatorOptions) {
  let latest = 0

  const commit = (next: AppState) => {
    // the server's structured data describes the first page only (routes/seo/page-json-ld.ts)
    for (const script of document.querySelectorAll('head script[type="application/ld+json"]')) script.remove()
    flushSync(() => page.set(next))
    store.set(mobileMenuOpenAtom, false)
    store.set(pieceOverlayAtom, null)
  }

  const record = (url: URL, pop: boolean) => {
    if (pop) return
    history.replaceState({ ...(history.state as HistoryState), scrollY: window.scrollY }, '')
    history.pushState({ scrollY: 0 } satisfies HistoryState, '', url.href)
  }

  const settle = (pop: boolean, keepPlace = false) => {
    if (keepPlace) return
    if (pop) window.scrollTo(0, (history.state as HistoryState)?.scrollY ?? 0)
    else scrollToTop()
    focusMain()
  }

  async function navigate(href: string, { pop = false, keepPlace = false } = {}) {
    const state = page.get()
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
    if (findRoute(url).route.document) {
      // its Content-Security-Policy comes with its own HTML (the checkout admits the payment provider's scripts)
      window.location[pop ? 'replace' : 'assign'](url.href)
      return
    }
    const id = ++latest
    bar.start()
    try {
      const resolved = await resolvePage(url, state.country, fetchApi, (route) =>
        Promise.all([texts.load(partsOf(route)), route.ready?.(localeOf(state.country))]),
      )
      if (id !== latest) return
      record(url, pop)
      commit({ ...page.get(), ...resolved, url, error: null })
      bar.done()
      settle(pop, keepPlace)
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
      commit({ ...page.get(), route, params, url, Page: null, data: null, error: { status: 500, path: url.pathname } })
      settle(pop)
    }
  }

  history.scrollRestoration = 'manual'
  window.addEventListener('popstate', () => void navigate(window.location.href, { pop: true }))

  return { navigate: (href: string, options?: NavigateOptions) => void navigate(href, options) }
}
