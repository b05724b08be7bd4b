import { useRef } from 'react'

/*
 * Sections whose code waits (below the fold, or shown only from a width on) are lazy components inside a Suspense
 * boundary: until their code is there, React keeps the server's HTML, whose links are plain links. A client-side
 * navigation changes the page context those sections read, and React then hydrates them at once: so the first
 * navigation fetches their code too, rather than waiting for a scroll or a wider window.
 */

let navigated = () => {}
/** Resolves at the first client-side navigation. */
export const firstNavigation = new Promise<void>((resolve) => (navigated = resolve))

/** Called by the app with the page's URL on every render: a new URL is a navigation. */
export function useNavigationSignal(url: URL) {
  const first = useRef(url)
  if (url !== first.current) navigated()
}

/**
 * Resolves once the media query matches (now or after a resize or rotation), or at the first navigation; at once on
 * the server and without matchMedia. For the header's parts that phones do not show.
 */
export function whenMedia(query: string): Promise<void> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return Promise.resolve()
  const media = window.matchMedia(query)
  if (media.matches) return Promise.resolve()
  return Promise.race([
    firstNavigation,
    new Promise<void>((resolve) => {
      const change = () => {
        if (!media.matches) return
        media.removeEventListener('change', change)
        resolve()
      }
      media.addEventListener('change', change)
    }),
  ])
}
