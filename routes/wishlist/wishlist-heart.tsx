import { useAtomValue, useSetAtom } from 'jotai'
import { useT } from '../../i18n'
import type { ProductSummary } from '../api-types'
import { addToWishlistAtom, removeFromWishlistAtom, wishlistAtom } from './wishlist-state'

export type HeartProps = { product: Pick<ProductSummary, 'id' | 'handle' | 'handles' | 'title' | 'thumbnail'>; className?: string }

/** What the list keeps of a product: enough to show it offline; price and variants come fresh on the wishlist page. */
export const wishlistItem = (product: Pick<ProductSummary, 'id' | 'handle' | 'handles' | 'title' | 'thumbnail'>) => ({
  id: product.id,
  handle: product.handle,
  handles: product.handles,
  title: product.title,
  thumbnail: product.thumbnail,
})

/** The heart: a toggle button (aria-pressed) that adds the product to the wishlist or removes it. */
export default function WishlistHeart({ product, className = '' }: HeartProps) {
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
        else add(wishlistItem(product))
      }}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm transition-colors hover:text-primary-700 ${className}`}
      data-testid="wishlist-heart"
    >
      <span className={`${listed ? 'i-ph-heart-fill text-primary-700' : 'i-ph-heart'} text-xl`} aria-hidden="true" />
    </button>
  )
}
