import { useT } from '../../i18n'
import type { ProductSummary } from '../api-types'
import { ProductCard } from './product-card'

/** Cards above the fold load eagerly; the rest wait until they scroll into view. */
const EAGER_CARDS = 4

/** `lcp`: the first card is the page's largest early image (listings on phones), so it is fetched first. */
export function ProductGrid({ products, eager = EAGER_CARDS, lcp }: { products: ProductSummary[]; eager?: number; lcp?: boolean }) {
  const t = useT()
  if (products.length === 0) return <p className="py-16 text-center text-stone-700">{t('catalog.noProducts')}</p>
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < eager} priority={lcp && i === 0} />
        </li>
      ))}
    </ul>
  )
}
