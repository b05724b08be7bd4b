import { useT } from '../../i18n'
import type { CategoryResponse } from '../api-types'
import { BreadcrumbJsonLd } from './breadcrumb-json-ld'

/** BreadcrumbList JSON-LD of a category page: home, the parent category, the category. */
export function CategoryJsonLd({ category }: { category: CategoryResponse['category'] }) {
  const t = useT()
  const crumbs = [
    { name: t('catalog.home'), to: '/' },
    ...(category.parent ? [{ name: category.parent.name, to: `/categories/${category.parent.handle}` }] : []),
    { name: category.name, to: `/categories/${category.handle}` },
  ]
  return <BreadcrumbJsonLd crumbs={crumbs} />
}
