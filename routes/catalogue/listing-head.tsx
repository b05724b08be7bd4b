import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import type { LocalizedPaths } from '../lib/seo'
import { listingHref } from './listing-query'

/**
 * Head of a paged listing: the page number in the title, and canonical/hreflang on that page in the default
 * order (a sorted view is the same content, so it must not compete with it in search results).
 */
export function ListingHead({ name, description, paths, page }: { name: string; description: string; paths: LocalizedPaths; page: number }) {
  const t = useT()
  const title = page > 1 ? t('catalogue.titleWithPage', { title: name, page }) : name
  return (
    <PageHead
      title={t('catalogue.titleSuffix', { title })}
      description={description}
      paths={{ de: listingHref(paths.de, { page, sort: 'newest' }), en: listingHref(paths.en, { page, sort: 'newest' }) }}
    />
  )
}
