import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useState } from 'react'
import { tinykeys } from 'tinykeys'
import { useLocation } from 'wouter'
import { SHORTCUTS } from './shortcuts'

const CommandPalette = lazy(() => import('./command-palette'))
const ShortcutsHelp = lazy(() => import('./shortcuts-help'))

type Overlays = { openPalette: () => void; openHelp: () => void }
const OverlaysContext = createContext<Overlays>({ openPalette: () => {}, openHelp: () => {} })
export const useOverlays = () => useContext(OverlaysContext)

const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click()

/**
 * The keyboard of the back office: the shortcuts of shortcuts.ts, the command palette (Ctrl/⌘-K, also from
 * inside a field) and the help dialog; both overlays are chunks loaded when first opened.
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation()
  const [palette, setPalette] = useState(false)
  const [help, setHelp] = useState(false)
  const overlays = useMemo(() => ({ openPalette: () => setPalette(true), openHelp: () => setHelp(true) }), [])
  useEffect(() => {
    const actions = {
      palette: () => setPalette((open) => !open),
      help: () => setHelp(true),
      search: () => document.querySelector<HTMLInputElement>('[data-list-search]')?.focus(),
      new: () => click('[data-shortcut="new"]'),
      edit: () => click('[data-shortcut="edit"]'),
    }
    const bindings = Object.fromEntries(
      SHORTCUTS.filter((shortcut) => shortcut.keys !== '$mod+k').map((shortcut) => [
        shortcut.keys,
        (event: KeyboardEvent) => {
          if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return
          event.preventDefault()
          if (shortcut.path) navigate(shortcut.path)
          else if (shortcut.action) actions[shortcut.action]()
        },
      ]),
    )
    const stopKeys = tinykeys(window, bindings)
    // the palette opens from anywhere, a search field included
    const stopPalette = tinykeys(window, { '$mod+k': (event) => (event.preventDefault(), actions.palette()) }, { ignore: () => false })
    return () => {
      stopKeys()
      stopPalette()
    }
  }, [navigate])
  return (
    <OverlaysContext.Provider value={overlays}>
      {children}
      <Suspense fallback={null}>
        {palette && <CommandPalette onClose={() => setPalette(false)} onHelp={() => (setPalette(false), setHelp(true))} />}
        {help && <ShortcutsHelp onClose={() => setHelp(false)} />}
      </Suspense>
    </OverlaysContext.Provider>
  )
}
