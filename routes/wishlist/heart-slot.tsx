import { lazy, Suspense } from 'react'
import type { ProductSummary } from '../api-types'
import { useHydrated } from '../layout/use-hydrated'

// the hearts' code is a chunk of its own, fetched after hydration: product pages keep their JavaScript budget; a card
// whose id the page does not carry needs the card heart besides (listings; the product page's own products carry theirs)
const WishlistHeart = lazy(() => import('./wishlist-heart'))
const CardHeart = lazy(() => import('./card-heart'))

type Shown = Pick<ProductSummary, 'handle' | 'title' | 'thumbnail'> & Partial<Pick<ProductSummary, 'id' | 'handles'>>

/** Where a heart goes (product card, product page); empty on the server and until the browser has hydrated. */
export function HeartSlot({ product, className }: { product: Shown; className?: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  const { id } = product
  return (
    <Suspense fallback={null}>
      {id ? <WishlistHeart product={{ ...product, id }} className={className} /> : <CardHeart product={product} className={className} />}
    </Suspense>
  )
}
