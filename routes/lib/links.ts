import { translateSegment } from '../../i18n/segments'
import { localeOf } from '../../rules/languages'

/** Absolute URLs, protocol-relative URLs and schemes such as mailto: leave the app. */
export const isExternal = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href)

/**
 * Turns a router path (English segments, no country: '/products/ring-gold?x=1') into the href of a
 * country's shop, with the first segment in that country's language.
 */
export function localizedHref(country: string, to: string): string {
  const [, pathname = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(to) ?? []
  const [first = '', ...rest] = pathname.replace(/^\/+/, '').split('/')
  const segments = [translateSegment(first, localeOf(country)), ...rest].filter((segment, i) => i > 0 || segment !== '')
  const path = segments.length ? '/' + segments.join('/') : ''
  return `/${country}${path}${suffix}`
}
