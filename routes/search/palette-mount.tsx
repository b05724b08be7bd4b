import { useAtom } from 'jotai'
import { useEffect, useState, type ComponentType } from 'react'
import { searchOpenAtom } from '../lib/ui-state'

let palette: Promise<{ default: ComponentType }> | undefined
/** The palette itself (cmdk, the meilisearch client): fetched on intent (pointer or keyboard focus on the search button) or when first opened. */
export const loadPalette = () => (palette ??= import('./search-palette'))

/**
 * Loaded right after hydration (routes/layout/search-button.tsx), so no page's initial JavaScript carries it:
 * opens the palette with `/` (outside form fields) and Ctrl/⌘-K, preloads it on intent, renders it once open.
 */
export default function PaletteMount() {
  const [open, setOpen] = useAtom(searchOpenAtom)
  const [Palette, setPalette] = useState<ComponentType>()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '/' ? !(event.target as Element).closest('input,textarea,select,[contenteditable]') : event.key === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault()
        setOpen(true)
      }
    }
    const onIntent = (event: Event) => (event.target as Element).closest?.('a[aria-haspopup="dialog"]') && void loadPalette()
    addEventListener('keydown', onKey)
    addEventListener('pointerover', onIntent, { passive: true })
    addEventListener('focusin', onIntent)
    // the shortcuts work from now on (a moment after hydration); journeys wait for this before typing '/'
    document.body.dataset.searchShortcuts = 'on'
    return () => {
      removeEventListener('keydown', onKey)
      removeEventListener('pointerover', onIntent)
      removeEventListener('focusin', onIntent)
      delete document.body.dataset.searchShortcuts
    }
  }, [setOpen])
  useEffect(() => {
    if (open) loadPalette().then((module) => setPalette(() => module.default))
  }, [open])
  return Palette ? <Palette /> : null
}
