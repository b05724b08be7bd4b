import type { CategoryResponse } from '../api-types'
import { breadcrumbJsonLd } from './breadcrumb-json-ld'
import type { JsonLdContext, JsonLdData } from './json-ld'

/** BreadcrumbList JSON-LD of a category page: home, the parent category, the category. */
export function categoryPageJsonLd(
  category: Pick<CategoryResponse['category'], 'name' | 'handle' | 'parent'>,
  { origin, country, t }: JsonLdContext,
): JsonLdData[] {
  const crumbs = [
    { name: t('catalogue.home'), to: '/' },
    ...(category.parent ? [{ name: category.parent.name, to: `/categories/${category.parent.handle}` }] : []),
    { name: category.name, to: `/categories/${category.handle}` },
  ]
  return [breadcrumbJsonLd(crumbs, origin, country)]
}
