import { useT } from '../../i18n'
import { categoryPath } from '../layout/category-link'
import { handlePaths, metaDescription } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { Breadcrumbs } from './breadcrumbs'
import type { CategoryData } from './category-load'
import { CategoryChips } from './category-tiles'
import { Listing } from './listing'
import { isFiltered } from './listing-filters'
import { ListingHead } from './listing-head'
import { ProductImage } from './product-image'

export default function CategoryPage({ data }: PageProps<CategoryData>) {
  const t = useT()
  const { category, list, page, sort, filters } = data
  const base = categoryPath(category)
  const paths = handlePaths('/categories', category.handles)
  return (
    <>
      <ListingHead
        name={category.name}
        description={metaDescription(category.description, t('brand.description'))}
        paths={paths}
        page={page}
        filtered={isFiltered(filters)}
      />
      <Listing
        top={
          <Breadcrumbs trail={[...(category.parent ? [{ label: category.parent.name, to: categoryPath(category.parent) }] : []), { label: category.name }]} />
        }
        eyebrow={category.parent?.name ?? t('catalogue.category')}
        title={category.name}
        description={category.description}
        basePath={base}
        list={list}
        page={page}
        sort={sort}
        filters={filters}
        aside={
          // hidden on phones: a lazy image inside display:none is never fetched, an eager one would compete with the first card
          category.image ? (
            <div className="hidden aspect-[315/271] overflow-hidden rounded-sm bg-stone-100 md:block">
              <ProductImage src={category.image} alt="" preset="productCard" />
            </div>
          ) : undefined
        }
      >
        <CategoryChips categories={category.category_children} />
      </Listing>
    </>
  )
}
