import { useT } from '../../i18n'
import { CategoryIcon, categoryPath } from '../layout/category-nav'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { handlePaths, metaDescription } from '../lib/seo'
import type { PageProps } from '../lib/types'
import type { CategoryData } from './category-load'
import { Listing } from './listing'

export default function CategoryPage({ data }: PageProps<CategoryData>) {
  const t = useT()
  const { category, list, page } = data
  return (
    <>
      <PageHead
        title={t('catalog.titleSuffix', { title: category.name })}
        description={metaDescription(category.description, t('home.description'))}
        paths={handlePaths('/categories', category.handles)}
      />
      <Listing eyebrow={category.parent?.name} title={category.name} description={category.description} basePath={categoryPath(category)} list={list} page={page}>
        {category.category_children.length > 0 && (
          <nav aria-label={t('catalog.subcategories')} className="mt-10">
            <ul className="flex flex-wrap justify-center gap-3">
              {category.category_children.map((child) => (
                <li key={child.id}>
                  <Link to={categoryPath(child)} className="chip">
                    <CategoryIcon icon={child.icon} className="text-primary-700" />
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Listing>
    </>
  )
}
