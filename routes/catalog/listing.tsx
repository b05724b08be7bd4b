import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import type { ProductList } from '../api-types'
import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'

type ListingProps = {
  eyebrow?: string
  title: string
  description?: string | null
  basePath: string
  list: ProductList
  page: number
  query?: Record<string, string>
  children?: ReactNode
}

/** The shared shape of the store, category, collection and search pages: heading, products, paging. */
export function Listing({ eyebrow, title, description, basePath, list, page, query, children }: ListingProps) {
  const t = useT()
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-3 font-serif text-4xl text-stone-900 sm:text-5xl">{title}</h1>
        {description && <p className="mt-5 text-base leading-relaxed text-stone-600">{description}</p>}
        <p className="mt-4 text-sm text-stone-600">{t('catalog.productCount', { count: list.count })}</p>
      </header>
      {children}
      <section className="mt-12" aria-labelledby="listing-products">
        {/* cards carry h3 titles; this keeps the heading outline unbroken for screen readers */}
        <h2 id="listing-products" className="sr-only">
          {t('catalog.products')}
        </h2>
        <ProductGrid products={list.products} />
      </section>
      <Pagination basePath={basePath} page={page} count={list.count} limit={list.limit} query={query} />
    </div>
  )
}
