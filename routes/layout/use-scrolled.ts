import { useEffect, useState } from 'react'

/** The header shrinks once the page is scrolled more than 40 px (more room for the page on phones). */
const SCROLL_THRESHOLD = 40

/** The header's scrolled flag; false on the server and during hydration, so the first render matches the HTML. */
export function useScrolled(threshold = SCROLL_THRESHOLD) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    // passive: the listener never delays scrolling; React skips renders while the flag stays the same
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
