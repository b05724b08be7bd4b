import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useT } from '../../i18n'
import type { Locale } from '../../i18n/locale'
import type { ProductDetail, ProductSummary } from '../api-types'
import { fetchApi } from '../lib/api-client'
import { usePage } from '../lib/page-context'
import { addToWishlistAtom, removeFromWishlistAtom, wishlistAtom, type WishlistItem } from './wishlist-state'

/** A product as a heart knows it: the product page knows its id and handles, a card its handle in the page's language. */
type Shown = Pick<ProductSummary, 'handle' | 'title' | 'thumbnail'> & Partial<Pick<ProductSummary, 'id' | 'handles'>>
type Kept = Pick<ProductSummary, 'id' | 'handle' | 'title' | 'thumbnail'> & Partial<Pick<ProductSummary, 'handles'>>

export type HeartProps = { product: Shown; className?: string }

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
 * Whether a kept item is this product: by id where the page knows it, else (a card) by its handle in the page's
 * language, which every item kept since hearts found products by handle carries in `handles`.
 */
export function isListed(item: WishlistItem, product: Shown, locale: Locale): boolean {
  if (product.id) return item.id === product.id
  const handles = item.handles as Partial<Record<Locale, string>> | undefined
  return handles?.[locale] === product.handle || item.handle === product.handle
}

/**
 * The heart: a toggle button (aria-pressed) that adds the product to the wishlist or removes it. A card's product
 * comes without its id (the page's hydration data carries none): the heart fetches the product when it is pressed.
 */
export default function WishlistHeart({ product, className = '' }: HeartProps) {
  const t = useT()
  const { country, locale } = usePage()
  const listed = useAtomValue(wishlistAtom).find((item) => isListed(item, product, locale))
  const add = useSetAtom(addToWishlistAtom)
  const remove = useSetAtom(removeFromWishlistAtom)
  const [busy, setBusy] = useState(false)
  const keep = () => {
    if (product.id) return add(wishlistItem({ ...product, id: product.id }))
    setBusy(true)
    fetchApi<ProductDetail>(`/api/products/${country}/${locale}/${encodeURIComponent(product.handle)}`)
      .then((detail) => add(wishlistItem(detail)))
      .catch((error: unknown) => console.error('wishlist: the product could not be kept', product.handle, error))
      .finally(() => setBusy(false))
  }
  return (
    <button
      type="button"
      aria-pressed={!!listed}
      aria-busy={busy || undefined}
      aria-label={listed ? t('product.wishlistRemove', { title: product.title }) : t('product.wishlistAdd', { title: product.title })}
      onClick={(event) => {
        event.preventDefault()
        event.stopPropagation()
        if (busy) return
        if (listed) remove(listed.id)
        else keep()
      }}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm transition-colors hover:text-primary-700 ${className}`}
      data-testid="wishlist-heart"
    >
      <span className={`${listed ? 'i-ph-heart-fill text-primary-700' : 'i-ph-heart'} text-xl`} aria-hidden="true" />
    </button>
  )
}
