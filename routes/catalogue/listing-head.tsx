import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import type { LocalizedPaths } from '../lib/seo'
import { listingHref } from './listing-query'

/**
 * Head of a paged listing: the page number in the title, and canonical/hreflang on that page in the default
 * order (a sorted view is the same content, so it must not compete with it in search results). A filtered view is
 * `noindex`, its canonical the listing without filters (its first page: a filtered page's number is not the listing's).
 */
export function ListingHead({
  name,
  description,
  paths,
  page,
  filtered = false,
}: {
  name: string
  description: string
  paths: LocalizedPaths
  page: number
  filtered?: boolean
}) {
  const t = useT()
  const title = page > 1 ? t('listing.titleWithPage', { title: name, page }) : name
  const canonical = filtered ? 1 : page
  return (
    <PageHead
      title={t('catalogue.titleSuffix', { title })}
      description={description}
      noindex={filtered}
      paths={{ de: listingHref(paths.de, { page: canonical, sort: 'newest' }), en: listingHref(paths.en, { page: canonical, sort: 'newest' }) }}
    />
  )
}
