import type { AdminUser } from '@medusajs/types'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { useT } from '../i18n'
import { preloadArea } from '../routes'
import { Loading } from '../ui/query-state'
import { AdminHeader } from './admin-header'
import { AdminNav } from './admin-nav'
import { ShortcutsProvider } from './shortcuts-provider'

/** Header on top, navigation on the side (a drawer below lg), the routed page in <main>. */
export function AdminLayout({ user, children }: { user: AdminUser; children: ReactNode }) {
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  // the catalogue is what staff open most: its list is fetched while the shell is idle
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500))
    idle(() => preloadArea('/products'))
  }, [])
  return (
    <ShortcutsProvider>
      <div className="min-h-screen bg-stone-50 text-stone-900">
        <a href="#main-content" className="skip-link">
          {t('header.skipToContent')}
        </a>
        <AdminHeader user={user} menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
        <div className="flex">
          <aside
            id="admin-sidebar"
            className={`${menuOpen ? 'block' : 'hidden'} w-full border-r border-stone-200 bg-white p-3 lg:block lg:w-60 lg:shrink-0 lg:min-h-[calc(100vh-4rem)]`}
          >
            <AdminNav onNavigate={() => setMenuOpen(false)} />
          </aside>
          <main id="main-content" tabIndex={-1} className={`${menuOpen ? 'hidden lg:block' : ''} min-w-0 flex-1 p-4 outline-none lg:p-8`}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </main>
        </div>
      </div>
    </ShortcutsProvider>
  )
}
