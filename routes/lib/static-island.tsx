import { type HTMLAttributes, type MouseEvent, useLayoutEffect, useRef, useState } from 'react'
import { leavesToBrowser } from './link'
import { useNavigate } from './navigation'

/*
 * React 19 hydrates a whole tree; a part that only shows words and links costs its render and commit all the same,
 * in tasks that block the first tap on a phone. A static island keeps the server's HTML of such a part: while the
 * page the server rendered is hydrated, it renders its element with an empty `dangerouslySetInnerHTML`, which React
 * leaves as it finds it (no children to hydrate, none of their code runs). Anywhere else (the server, a page after a
 * client-side navigation, an island that appears later) it renders its children as usual.
 */
let hydrating = false

/** Called by the browser's entry right before it hydrates the server's page. */
export function startHydration() {
  hydrating = true
}

/** Called by the browser's entry once the hydration has committed: islands that mount from then on render in full. */
export function endHydration() {
  hydrating = false
}

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]))

/**
 * A part of a page without controls of its own: words, pictures and links (which it navigates client-side itself,
 * as `Link` does, since the server's links have no handlers while static). What it shows stays the server's until
 * one of `data` changes (a listing's new products): from then on it renders in full.
 */
export function StaticIsland({ children, data = [], ...props }: HTMLAttributes<HTMLDivElement> & { data?: readonly unknown[] }) {
  const [still, setStill] = useState(() => hydrating)
  const [first] = useState(data)
  const element = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  // an island with no server HTML to keep (React rendered the page anew after a mismatch) renders its children
  useLayoutEffect(() => {
    if (still && !element.current?.hasChildNodes()) setStill(false)
  }, [still])
  if (!still || !same(first, data)) return <div {...props}>{children}</div>
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a')
    // a link out of the shop is the browser's, as `Link` leaves it
    if (!link || !event.currentTarget.contains(link) || link.origin !== window.location.origin || leavesToBrowser(event, link)) return
    event.preventDefault()
    navigate(link.pathname + link.search + link.hash)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only the links inside answer (a link's Enter is a click)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so React keeps the server's HTML; nothing is written
    <div {...props} ref={element} onClick={follow} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  )
}
