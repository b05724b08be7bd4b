import { useAtom, useSetAtom } from 'jotai'
import { useEffect, useState, type ComponentType } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { searchOpenAtom } from '../lib/ui-state'

let palette: Promise<{ default: ComponentType }> | undefined
/** The palette (cmdk, the meilisearch client) is a chunk of its own, fetched on intent or when first opened. */
const loadPalette = () => (palette ??= import('../search/search-palette'))

/** Opens the palette with `/` (outside form fields) and Ctrl/⌘-K, and renders it once it is loaded. */
function PaletteMount() {
  const [open, setOpen] = useAtom(searchOpenAtom)
  const [Palette, setPalette] = useState<ComponentType>()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '/' ? !(event.target as Element).closest('input,textarea,select,[contenteditable]') : event.key === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault()
        setOpen(true)
      }
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [setOpen])
  useEffect(() => {
    if (open) loadPalette().then((module) => setPalette(() => module.default))
  }, [open])
  return Palette ? <Palette /> : null
}

/**
 * 'Shop durchsuchen': a link to the results page until the page is hydrated (React's click handler does not exist
 * before), then a button that opens the palette.
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
        onPointerEnter={loadPalette}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        <span className="i-ph-magnifying-glass text-[1.2rem]" aria-hidden="true" />
        {compact ? <span className="sr-only">{t('header.search')}</span> : <span className="hidden lg:inline">{t('header.search')}</span>}
        {!compact && <span className="sr-only lg:hidden">{t('header.search')}</span>}
      </Link>
      {/* the header shows this button twice (phone and desktop); one of them carries the palette */}
      {!compact && <PaletteMount />}
    </>
  )
}
