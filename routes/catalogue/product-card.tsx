import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { StaticIsland } from '../lib/static-island'
import { HeartSlot } from '../wishlist/heart-slot'
import type { CardProduct } from './card'
import { Price } from './price'
import { ProductImage } from './product-image'
import { SaleNote } from './sale-price'

/** What a card shows of a product: a listing's card, or a search hit (whose collection comes as its title alone). */
type Shown = Omit<CardProduct, 'collection'> & { collection: Pick<NonNullable<CardProduct['collection']>, 'title'> | null }

/**
 * The one card of the catalogue's listings and the search's results: image, title and price (with the original and the
 * saving when on sale); the title names the link, so the image is decorative here. `title` is the title as shown when
 * it is more than the product's words (the search's matched words marked).
 */
export function ProductCard({ product, priority, title }: { product: Shown; priority?: boolean; title?: ReactNode }) {
  const t = useT()
  return (
    <article className="group relative">
      {/* picture, words and price: the server's HTML while the page hydrates (no price formatted then); the heart is live */}
      <StaticIsland data={[product, priority]}>
        <Link to={`/products/${product.handle}`} className="block no-underline">
          <div className="relative aspect-[315/271] overflow-hidden rounded-sm bg-stone-100">
            <ProductImage
              src={product.thumbnail}
              alt=""
              preset="productCard"
              priority={priority}
              className="transition-transform duration-700 ease-out group-hover:scale-105"
            />
            {product.has_video && (
              <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-stone-900 shadow-sm">
                <span className="i-ph-play-fill text-primary-700" aria-hidden="true" />
                {t('catalogue.videoBadge')}
              </span>
            )}
          </div>
          <h3 className="mt-4 font-serif text-lg leading-snug text-stone-900 group-hover:text-primary-800">{title ?? product.title}</h3>
          {product.collection && <p className="mt-1 text-xs uppercase tracking-[0.18em] text-stone-600">{product.collection.title}</p>}
          <Price money={product.price} from={product.price_varies} className="mt-2 block text-sm font-medium text-stone-800" />
          <SaleNote price={product.price} original={product.original_price} className="text-xs" />
        </Link>
      </StaticIsland>
      <HeartSlot product={product} className="absolute right-2 top-2" />
    </article>
  )
}
