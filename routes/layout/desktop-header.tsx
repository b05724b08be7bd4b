import { lazy, memo, Suspense } from 'react'
import { whenMedia } from '../lib/hydrate-later'
import type { LayoutData } from '../lib/types'

/** From md on the header shows the category row and the country selector; phones have them in the mobile menu. */
const WIDE = '(min-width: 48rem)'

const parts = () => whenMedia(WIDE).then(() => import('./desktop-header-parts'))
const LazyCategoryNav = lazy(() => parts().then((module) => ({ default: module.CategoryNav })))
const LazyCountrySelector = lazy(() => parts().then((module) => ({ default: module.CountrySelector })))

/*
 * Their code is fetched when the window is that wide (at once on a desktop, never on a phone unless it turns or the
 * visitor navigates: routes/lib/hydrate-later.ts); until then React keeps the server's HTML. memo: a boundary that
 * is still waiting must not receive new props (the header renders again on every scroll).
 */

export const CategoryNav = memo(function CategoryNav({ menu }: LayoutData) {
  return (
    <Suspense fallback={null}>
      <LazyCategoryNav menu={menu} />
    </Suspense>
  )
})

export const CountrySelector = memo(function CountrySelector({ className }: { className: string }) {
  return (
    <Suspense fallback={null}>
      <LazyCountrySelector className={className} />
    </Suspense>
  )
})
