import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { useSessionBoot } from '../account/use-session-boot'
import { Link } from '../lib/link'
import type { LayoutData } from '../lib/types'
import { Copyright } from './copyright'
import { Logo } from './logo'
import { Notifications } from './notifications'

/** Checkout keeps the visitor focused: logo, a way back to the cart, no category navigation. */
export function CheckoutLayout({ children }: { layout: LayoutData; children: ReactNode }) {
  const t = useT()
  // the signed-in customer (email, saved addresses, account creation hidden) on a checkout opened directly
  useSessionBoot()
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <a href="#main" className="skip-link">
          {t('header.skipToContent')}
        </a>
        <div className="container-page flex items-center justify-between py-4">
          <Logo align="start" />
          <p className="hidden items-center gap-2 text-sm text-stone-600 sm:flex">
            <span className="i-ph-lock-simple text-primary-700" aria-hidden="true" />
            {t('checkout.secure')}
          </p>
          <Link to="/cart" className="inline-flex min-h-11 items-center gap-1 text-sm text-stone-700">
            <span className="i-ph-caret-left" aria-hidden="true" />
            {t('checkout.backToCart')}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Notifications />
      <footer className="border-t border-stone-200 py-6 text-center text-xs text-stone-500">
        <Copyright />
      </footer>
    </div>
  )
}
