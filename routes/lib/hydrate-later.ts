import { useRef } from 'react'

/*
 * Sections whose code waits (below the fold) are lazy components inside a Suspense
 * boundary: until their code is there, React keeps the server's HTML, whose links are plain links. A client-side
 * navigation changes the page context those sections read, and React then hydrates them at once: so the first
 * navigation fetches their code too, rather than waiting for a scroll.
 */

let navigated = () => {}
/** Resolves at the first client-side navigation. */
export const firstNavigation = new Promise<void>((resolve) => (navigated = resolve))

/** Called by the app with the page's URL on every render: a new URL is a navigation. */
export function useNavigationSignal(url: URL) {
  const first = useRef(url)
  if (url !== first.current) navigated()
}
