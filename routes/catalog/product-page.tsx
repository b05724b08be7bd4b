import { useState } from 'react'
import { useT, type MessageKey } from '../../i18n'
import type { ProductDetail } from '../api-types'
import { categoryPath } from '../layout/category-nav'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { handlePaths, metaDescription } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { Price } from './price'
import { ProductGallery } from './product-gallery'
import type { ProductData } from './product-load'
import { VariantPicker } from './variant-picker'
import { findVariant, initialSelection } from './variants'

const MATERIALS = ['gold585', 'gold750', 'platinum', 'silver']

function Breadcrumb({ product }: { product: ProductDetail }) {
  const t = useT()
  const category = product.categories[0]
  return (
    <nav aria-label={t('catalog.breadcrumb')} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to="/" className="hover:text-primary-800">
            {t('catalog.home')}
          </Link>
        </li>
        {category && (
          <li className="flex items-center gap-2">
            <span className="i-ph-caret-right text-xs" aria-hidden="true" />
            <Link to={categoryPath(category)} className="hover:text-primary-800">
              {category.name}
            </Link>
          </li>
        )}
        <li className="flex items-center gap-2">
          <span className="i-ph-caret-right text-xs" aria-hidden="true" />
          <span aria-current="page" className="text-stone-800">
            {product.title}
          </span>
        </li>
      </ol>
    </nav>
  )
}

function Purchase({ product }: { product: ProductDetail }) {
  const t = useT()
  const [selection, setSelection] = useState(() => initialSelection(product))
  const variant = findVariant(product.variants, selection)
  const hasVariants = product.variants.length > 0
  return (
    <div className="mt-8 space-y-8">
      <div>
        <Price money={variant?.price ?? product.price} className="font-serif text-3xl text-stone-900" />
        <p className="mt-1 text-xs text-stone-600">{t('product.taxNote')}</p>
      </div>
      {product.options.length > 0 && <VariantPicker options={product.options} selection={selection} onChange={setSelection} />}
      {hasVariants && (
        <p className="flex items-center gap-2 text-sm" role="status">
          {!variant ? (
            <span className="text-stone-700">{t('product.unavailable')}</span>
          ) : variant.in_stock ? (
            <>
              <span className="i-ph-check-circle text-lg text-emerald-700" aria-hidden="true" />
              <span className="text-emerald-800">{t('product.inStock')}</span>
            </>
          ) : (
            <span className="text-stone-700">{t('product.outOfStock')}</span>
          )}
        </p>
      )}
      {variant?.sku && <p className="text-xs text-stone-600">{t('product.sku', { sku: variant.sku })}</p>}
    </div>
  )
}

export default function ProductPage({ data }: PageProps<ProductData>) {
  const t = useT()
  const { product } = data
  const images = product.images.length ? product.images.map((image) => image.url) : product.thumbnail ? [product.thumbnail] : []
  const material = product.material && MATERIALS.includes(product.material) ? t(`product.material.${product.material}` as MessageKey) : null
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHead
        title={t('catalog.titleSuffix', { title: product.title })}
        description={metaDescription(product.description, t('home.description'))}
        paths={handlePaths('/products', product.handles)}
      />
      <Breadcrumb product={product} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <ProductGallery title={product.title} images={images} />
        <div>
          {product.collection && <p className="eyebrow">{product.collection.title}</p>}
          <h1 className="mt-3 font-serif text-3xl leading-tight text-stone-900 sm:text-4xl">{product.title}</h1>
          {material && (
            <p className="mt-3 text-sm text-stone-600">
              {t('product.materialLabel')}: <span className="text-stone-800">{material}</span>
            </p>
          )}
          <Purchase product={product} />
          {product.description && (
            <section className="mt-10 border-t border-stone-200 pt-8" aria-labelledby="product-description">
              <h2 id="product-description" className="text-xs uppercase tracking-[0.2em] text-stone-600">
                {t('product.description')}
              </h2>
              <p className="mt-4 whitespace-pre-line leading-relaxed text-stone-700">{product.description}</p>
            </section>
          )}
        </div>
      </div>
    </div>
  )
}
