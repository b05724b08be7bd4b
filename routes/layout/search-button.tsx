import { useAtom } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { searchOpenAtom } from '../lib/ui-state'

let palette: ReturnType<typeof importPalette> | undefined
const importPalette = () => import('../search/search-palette')
/** The palette (cmdk, the meilisearch client): a chunk fetched on intent (pointer or focus on a search button) or when first opened. */
const loadPalette = () => (palette ??= importPalette())
const SearchPalette = lazy(loadPalette)

/** `/` (outside form fields) and Ctrl/⌘-K open the palette, from hydration on. */
function useShortcuts(enabled: boolean, open: () => void) {
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key === '/'
          ? !(event.target as Element).closest('input,textarea,select,[contenteditable]')
          : event.key === 'k' && (event.ctrlKey || event.metaKey)
      ) {
        event.preventDefault()
        open()
      }
    }
    addEventListener('keydown', onKey)
    // journeys wait for this before typing '/'
    document.body.dataset.searchShortcuts = 'on'
    return () => {
      removeEventListener('keydown', onKey)
      delete document.body.dataset.searchShortcuts
    }
  }, [enabled, open])
}

/**
 * 'Shop durchsuchen': a link to the results page until the page is hydrated (React's click handler does not exist
 * before), then it opens the palette. The header shows this button twice (phone and desktop); the desktop one
 * carries the shortcuts and the palette, which nothing loads before the visitor reaches for it.
 */
export function SearchButton({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const t = useT()
  const [open, setOpen] = useAtom(searchOpenAtom)
  const openPalette = useCallback(() => setOpen(true), [setOpen])
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  useShortcuts(!compact, openPalette)
  return (
    <>
      <Link
        to="/search"
        className={compact ? `icon-button ${className}` : `search-trigger ${className}`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={(event) => {
          event.preventDefault()
          openPalette()
        }}
      >
        <span className="i-ph-magnifying-glass text-[1.2rem]" aria-hidden="true" />
        {/* the label is for screen readers only, except beside the desktop button from lg */}
        <span className={compact ? 'sr-only' : 'sr-only lg:not-sr-only'}>{t('header.search')}</span>
      </Link>
      {!compact && opened && (
        <Suspense>
          <SearchPalette />
        </Suspense>
      )}
    </>
  )
}
