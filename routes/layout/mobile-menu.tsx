import { useAtom, useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { useT } from '../../i18n'
import { usePage } from '../lib/page-context'
import { mobileMenuOpenAtom } from '../lib/ui-state'
import { menuRequest } from './menu-request'

// vaul and the three-level panel are their own chunk, fetched on the first tap of the menu button
const loadDrawer = () => import('./mobile-drawer')
const MobileDrawer = lazy(loadDrawer)

/** Below md the categories live in a slide-over menu; the router closes it on every navigation. */
export function MobileMenuButton() {
  const t = useT()
  const { locale } = usePage()
  const [open, setOpen] = useAtom(mobileMenuOpenAtom)
  return (
    <button
      type="button"
      className="icon-button -ml-2 md:hidden"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={t('header.openMenu')}
      // start fetching the chunk and the categories as the finger touches down, so they are usually there by the click
      onPointerDown={() => {
        void loadDrawer()
        menuRequest(locale).catch(() => undefined)
      }}
      onClick={() => setOpen(true)}
    >
      <span className="i-ph-list text-[1.5rem]" aria-hidden="true" />
    </button>
  )
}

/** Mounts the drawer once it was first opened and keeps it mounted, so closing animates. */
export function MobileMenu() {
  const open = useAtomValue(mobileMenuOpenAtom)
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <MobileDrawer />
    </Suspense>
  )
}
