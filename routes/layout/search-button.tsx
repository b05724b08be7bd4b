import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState, type ComponentType } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { searchOpenAtom, searchPaletteAtom } from '../lib/ui-state'

let palette: Promise<{ default: ComponentType }> | undefined
/** The palette (cmdk, the meilisearch client) is a chunk of its own, fetched on intent or when first opened. */
const loadPalette = () => (palette ??= import('../search/search-palette'))

/** Registers the palette, opens it with `/` (outside form fields) and Ctrl/⌘-K, and renders it once it is loaded. */
function PaletteMount() {
  const [open, setOpen] = useAtom(searchOpenAtom)
  const setReady = useSetAtom(searchPaletteAtom)
  const [Palette, setPalette] = useState<ComponentType | null>(null)
  useEffect(() => {
    setReady(true)
    const onKey = (event: KeyboardEvent) => {
      const typing = (event.target as Element).closest?.('input,textarea,select,[contenteditable]')
      if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
        event.preventDefault()
        setOpen(true)
      }
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [setOpen, setReady])
  useEffect(() => {
    if (open && !Palette) loadPalette().then((module) => setPalette(() => module.default), (error: unknown) => console.error('search palette failed to load', error))
  }, [open, Palette])
  return Palette ? <Palette /> : null
}

/**
 * 'Shop durchsuchen': a link to the results page, which is also what works before the client has
 * loaded. Once the palette has registered itself (searchPaletteAtom), a click opens it instead.
 */
export function SearchButton({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const t = useT()
  const ready = useAtomValue(searchPaletteAtom)
  const setOpen = useSetAtom(searchOpenAtom)
  return (
    <>
      <Link
        to="/search"
        className={compact ? `icon-button ${className}` : `search-trigger ${className}`}
        aria-haspopup={ready ? 'dialog' : undefined}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={(event) => {
          if (!ready) return
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
