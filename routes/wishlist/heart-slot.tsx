import { lazy, Suspense } from 'react'
import { useHydrated } from '../layout/use-hydrated'
import type { HeartProps } from './wishlist-heart'

// the heart's code is a chunk of its own, fetched after hydration: product pages keep their JavaScript budget
const WishlistHeart = lazy(() => import('./wishlist-heart'))

/** Where a heart goes (product card, product page); empty on the server and until the browser has hydrated. */
export function HeartSlot(props: HeartProps) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <WishlistHeart {...props} />
    </Suspense>
  )
}
