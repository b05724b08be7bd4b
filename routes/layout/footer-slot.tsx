import { type ComponentType, type LazyExoticComponent, lazy, memo, Suspense } from 'react'
import { type Dictionary, type Translate, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import { firstNavigation } from '../lib/hydrate-later'
import { usePage } from '../lib/page-context'
import { whenVisible } from '../lib/when-visible'

const FOOTER_ID = 'site-footer'

/** The `footer` part of the dictionaries: only the footer shows it, so it comes with the footer's code. */
const FOOTER_TEXTS: Record<Locale, () => Promise<{ default: Partial<Dictionary> }>> = {
  de: () => import('../../i18n/de/footer.json'),
  en: () => import('../../i18n/en/footer.json'),
}

type Learner = Translate & { add?: (texts: Partial<Dictionary>) => void }

const lazyFooters = new Map<Locale, LazyExoticComponent<ComponentType>>()

// The footer is static and below the fold on every page: its code (columns of links, promises, payment methods) and
// its texts are fetched when the visitor scrolls towards it or navigates (routes/lib/hydrate-later.ts).
function footerOf(locale: Locale) {
  let footer = lazyFooters.get(locale)
  if (!footer) {
    footer = lazy(() =>
      Promise.race([whenVisible(FOOTER_ID), firstNavigation])
        .then(() => Promise.all([import('./footer'), FOOTER_TEXTS[locale]()]))
        .then(([{ default: Footer }, { default: texts }]) => ({
          default: function FooterWithTexts() {
            // the browser's translator learns the texts before the footer renders (the server's has them all)
            const t: Learner = useT()
            t.add?.(texts)
            return <Footer id={FOOTER_ID} />
          },
        })),
    )
    lazyFooters.set(locale, footer)
  }
  return footer
}

/** The default layout's footer (routes/layout/footer.tsx), hydrated when it comes near the viewport. */
export const Footer = memo(function Footer() {
  const LazyFooter = footerOf(usePage().locale)
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  )
})
