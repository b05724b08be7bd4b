import { lazy, memo, Suspense } from 'react'
import { firstNavigation } from '../lib/hydrate-later'
import { whenVisible } from '../lib/when-visible'

export const FOOTER_ID = 'site-footer'

// The footer is static and below the fold on every page: its code (columns of links, promises, payment methods) is
// fetched when the visitor scrolls towards it or navigates (routes/lib/hydrate-later.ts).
const LazyFooter = lazy(() => Promise.race([whenVisible(FOOTER_ID), firstNavigation]).then(() => import('./footer')))

/** The default layout's footer (routes/layout/footer.tsx), hydrated when it comes near the viewport. */
export const Footer = memo(function Footer() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  )
})
