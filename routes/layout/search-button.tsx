import { useSetAtom } from 'jotai'
import { lazy, Suspense } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { searchOpenAtom } from '../lib/ui-state'

/** The palette's keyboard shortcuts and loader: a chunk of its own, fetched while the page hydrates (routes/search/palette-mount.tsx). */
const PaletteMount = lazy(() => import('../search/palette-mount'))

/**
 * 'Shop durchsuchen': a link to the results page until the page is hydrated (React's click handler does not exist
 * before), then it opens the palette.
 */
export function SearchButton({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const t = useT()
  const setOpen = useSetAtom(searchOpenAtom)
  return (
    <>
      <Link
        to="/search"
        className={compact ? `icon-button ${className}` : `search-trigger ${className}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        <span className="i-ph-magnifying-glass text-[1.2rem]" aria-hidden="true" />
        {/* the label is for screen readers only, except beside the desktop button from lg */}
        <span className={compact ? 'sr-only' : 'sr-only lg:not-sr-only'}>{t('header.search')}</span>
      </Link>
      {/* the header shows this button twice (phone and desktop); one of them carries the palette */}
      {!compact && (
        <Suspense>
          <PaletteMount />
        </Suspense>
      )}
    </>
  )
}
