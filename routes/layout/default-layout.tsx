import type { ReactNode } from 'react'
import type { LayoutData } from '../lib/types'
import { Footer } from './footer-slot'
import { Header } from './header'
import { Notifications } from './notifications'

export function DefaultLayout({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    // the mobile menu (vaul) scales this wrapper back while it is open
    <div data-vaul-drawer-wrapper="" className="flex min-h-screen flex-col bg-white">
      <Header layout={layout} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Notifications />
      <Footer />
    </div>
  )
}
