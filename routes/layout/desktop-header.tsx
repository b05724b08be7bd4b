import { lazy, memo, Suspense } from 'react'
import { whenMedia } from '../lib/hydrate-later'
import type { LayoutData } from '../lib/types'

/** From md on the header shows the category row; phones have the categories in the mobile menu. */
const WIDE = '(min-width: 48rem)'

const LazyCategoryNav = lazy(() => whenMedia(WIDE).then(() => import('./category-nav')).then((module) => ({ default: module.CategoryNav })))

/**
 * The category row's code is fetched when the window is that wide (at once on a desktop, never on a phone unless it
 * turns or the visitor navigates: routes/lib/hydrate-later.ts); until then React keeps the server's HTML, whose
 * categories are plain links (as below xl). memo: a boundary that is still waiting must not receive new props (the
 * header renders again on every scroll). The country selector beside it stays in the entry: a click or Enter on a
 * part that is not hydrated yet would be lost, and the selector is a button.
 */
export const CategoryNav = memo(function CategoryNav({ menu }: LayoutData) {
  return (
    <Suspense fallback={null}>
      <LazyCategoryNav menu={menu} />
    </Suspense>
  )
})
