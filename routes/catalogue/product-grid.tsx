import { useT } from '../../i18n'
import type { CardProduct } from './card'
import { ProductCard } from './product-card'

/**
 * `lcp`: the first card is the page's largest early image (listings on phones), fetched first and alone; every
 * other card's picture is lazy and waits until that one has been painted (`pictures-wait`,
 * worker/ssr/after-largest-paint.ts), as lazy pictures near the viewport would otherwise load at once beside it.
 */
export function ProductGrid({ products, lcp }: { products: CardProduct[]; lcp?: boolean }) {
  const t = useT()
  if (products.length === 0) return <p className="py-16 text-center text-stone-700">{t('catalogue.noProducts')}</p>
  return (
    <ul className="pictures-wait grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.handle}>
          <ProductCard product={product} priority={lcp && i === 0} />
        </li>
      ))}
    </ul>
  )
}
