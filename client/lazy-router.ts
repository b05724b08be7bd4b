import type { NavigateOptions } from '../routes/lib/navigation'

type Router = { navigate(href: string, options?: NavigateOptions): void }

/** What counts as reaching for a link: the pointer over it, a touch on it, keyboard focus on it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * Client-side navigation (router, loading bar, version check) is a chunk of its own, fetched when the
 * visitor first reaches for a link, so it is usually there by the click; a visitor who reads one page
 * and leaves never downloads it. Until then links are still links: a navigation just waits for the chunk,
 * and if even that fails, the browser loads the page itself.
 */
export function createLazyRouter(load: () => Promise<Router>, root: EventTarget = document) {
  let router: Promise<Router> | null = null
  const ready = () => {
    router ??= load().catch((error: unknown) => {
      router = null
      throw error
    })
    return router
  }
  const listen = (on: boolean) => {
    for (const type of INTENT_EVENTS) {
      if (on) root.addEventListener(type, onIntent, { capture: true, passive: true })
      else root.removeEventListener(type, onIntent, true)
    }
  }
  function onIntent(event: Event) {
    if (!(event.target as Element | null)?.closest?.('a[href]')) return
    listen(false)
    ready().catch(() => listen(true))
  }
  listen(true)
  return {
    navigate(href: string, options?: NavigateOptions) {
      ready().then(
        (loaded) => loaded.navigate(href, options),
        () => window.location.assign(href),
      )
    },
  }
}
