/**
 * Resolves once the element with this id comes within `margin` of the viewport; at once on the server, in
 * a browser without IntersectionObserver, and when there is no such element (a client-side render, where
 * the section does not exist yet). Sections below the fold wrap their lazy import in it, so their code is
 * fetched when the visitor scrolls towards them; until then React keeps the server's HTML in place.
 */
export function whenVisible(id: string, margin = '600px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  const element = document.getElementById(id)
  if (!element) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
  })
}
