import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { isExternal, localizedHref } from './links'
import { useNavigate } from './navigation'
import { usePage } from './page-context'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A router path with English segments ('/products/ring-gold'), or an absolute URL for external links. */
  to: string
}

/** Clicks on `link` the browser should handle itself: new tabs, downloads, modified clicks. */
export function leavesToBrowser(event: MouseEvent, link: HTMLAnchorElement) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (link.target !== '' && link.target !== '_self') ||
    link.hasAttribute('download')
  )
}

/** An internal link in the visitor's country and language, navigated client-side. */
export function Link({ to, onClick, ...props }: LinkProps) {
  const { country } = usePage()
  const navigate = useNavigate()
  const external = isExternal(to)
  const href = external ? to : localizedHref(country, to)
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (external || leavesToBrowser(event, event.currentTarget)) return
        event.preventDefault()
        navigate(href)
      }}
    />
  )
}
