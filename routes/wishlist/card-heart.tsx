import { useAtomValue, useSetAtom } from 'jotai'
import type { Locale } from '../../rules/languages'
import type { ProductDetail } from '../api-types'
import type { CardProduct } from '../catalogue/card'
import { fetchApi } from '../lib/api-client'
import { usePage } from '../lib/page-context'
import WishlistHeart, { type Kept, wishlistItem } from './wishlist-heart'
import { addToWishlistAtom, type WishlistItem, wishlistAtom } from './wishlist-state'

/**
 * Whether a kept item is a card's product: by its handle in the page's language, which every item carries in
 * `handles` (or, kept in that language, in `handle`).
 */
export function isListed(item: WishlistItem, handle: string, locale: Locale): boolean {
  return (item.handles as Partial<Record<Locale, string>> | undefined)?.[locale] === handle || item.handle === handle
}

/**
 * The heart of a product card: the page's hydration data carries no ids of listed products (routes/catalogue/card.ts),
 * so it finds the product in the wishlist by its handle (then it is that item's heart) and, pressed to keep it,
 * fetches the product first. An id no item has stands for the product until then.
 */
export default function CardHeart({ product, className }: { product: Pick<CardProduct, 'handle' | 'title' | 'thumbnail'>; className?: string }) {
  const { country, locale } = usePage()
  const listed = useAtomValue(wishlistAtom).find((item) => isListed(item, product.handle, locale))
  const add = useSetAtom(addToWishlistAtom)
  if (listed) return <WishlistHeart product={listed as Kept} className={className} />
  const keep = () =>
    // a failure is logged and the heart stays as it was: the visitor can press it again
    void fetchApi<ProductDetail>(`/api/products/${country}/${locale}/${encodeURIComponent(product.handle)}`).then(
      (detail) => add(wishlistItem(detail)),
      console.error,
    )
  return <WishlistHeart product={{ ...product, id: '' }} className={className} keep={keep} />
}
