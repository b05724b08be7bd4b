import { useAtomValue, useSetAtom } from 'jotai'
import { useT } from '../../i18n'
import type { ProductSummary } from '../api-types'
import { addToWishlistAtom, removeFromWishlistAtom, wishlistAtom } from './wishlist-state'

/** What a heart keeps of a product (a page that knows the product's id: the product page, its related products). */
export type Kept = Pick<ProductSummary, 'id' | 'handle' | 'title' | 'thumbnail'> & Partial<Pick<ProductSummary, 'handles'>>

export type HeartProps = { product: Kept; className?: string }

/**
 * What the list keeps of a product: enough to show it offline; price and variants come fresh on the wishlist page,
 * which finds the product by its handle in the page's language (`handles`) or the one it was kept with.
 */
export const wishlistItem = (product: Kept) => ({
  id: product.id,
  handle: product.handle,
  handles: product.handles,
  title: product.title,
  thumbnail: product.thumbnail,
})

/**
 * The heart: a toggle button (aria-pressed) that keeps the product in the wishlist or takes it out. `keep`: how a
 * product is kept whose page does not carry its id (a card's, routes/wishlist/card-heart.tsx).
 */
export default function WishlistHeart({ product, className = '', keep }: HeartProps & { keep?: () => void }) {
  const t = useT()
  const listed = useAtomValue(wishlistAtom).some((item) => item.id === product.id)
  const add = useSetAtom(addToWishlistAtom)
  const remove = useSetAtom(removeFromWishlistAtom)
  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-label={listed ? t('product.wishlistRemove', { title: product.title }) : t('product.wishlistAdd', { title: product.title })}
      onClick={(event) => {
        event.preventDefault()
        event.stopPropagation()
        if (listed) remove(product.id)
        else if (keep) keep()
        else add(wishlistItem(product))
      }}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm transition-colors hover:text-primary-700 ${className}`}
      data-testid="wishlist-heart"
    >
      <span className={`${listed ? 'i-ph-heart-fill text-primary-700' : 'i-ph-heart'} text-xl`} aria-hidden="true" />
    </button>
  )
}
