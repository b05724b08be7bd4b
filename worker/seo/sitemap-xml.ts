import { localizedHref } from '../../routes/lib/links'
import { type LocalizedPaths, pageLinks } from '../../routes/lib/seo'
import { DEFAULT_COUNTRY, ENGLISH_CANONICAL_COUNTRY } from '../../rules/languages'

export type SitemapPage = { paths: LocalizedPaths; lastmod?: string }

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)

/**
 * The sitemap: each page once in German (under /de) and once in English (under /us), both with the
 * same hreflang alternates the pages carry in their <head> (routes/lib/seo.ts).
 */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap(({ paths, lastmod }) => {
    const { alternates } = pageLinks(origin, DEFAULT_COUNTRY, paths)
    const links = alternates.map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`).join('')
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
    return [origin + localizedHref(DEFAULT_COUNTRY, paths.de), origin + localizedHref(ENGLISH_CANONICAL_COUNTRY, paths.en)].map(
      (loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${links}</url>`,
    )
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  )
}
