import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { type ReactNode, useEffect, useState } from 'react'
import { type MessageKey, useT } from '../../i18n'
import { useCartContext } from '../cart/use-cart'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { useNavigate } from '../lib/navigation'
import { usePage } from '../lib/page-context'
import { cartAtRisk } from './cart-at-logout'
import { customerFailureAtom } from './customer-failure'
import { type Customer, customerAtom, customerStatusAtom } from './customer-state'
import { loginUrl } from './return-to'
import { setSessionHint } from './set-session-hint'
import { signOut } from './sign-out'

const NAV: { to: string; label: MessageKey; icon: string }[] = [
  { to: '/account', label: 'account.nav.overview', icon: 'i-ph-user-circle' },
  { to: '/account/orders', label: 'account.nav.orders', icon: 'i-ph-package' },
  { to: '/account/addresses', label: 'account.nav.addresses', icon: 'i-ph-map-pin' },
  { to: '/account/personal-data', label: 'account.nav.personalData', icon: 'i-ph-identification-card' },
  { to: '/account/password', label: 'account.nav.password', icon: 'i-ph-lock-key' },
  { to: '/wishlist', label: 'account.nav.wishlist', icon: 'i-ph-heart' },
]

/**
 * The signed-in customer for an account page: the one that came with the page (its loader read it with the
 * session), else asked of the back end once (the server's guard only saw a cookie); nobody signed in → the
 * login, which returns here (the 'auth' guard). The header learns of a customer that came with
 * the page after hydration, as of any other: the server renders every header anonymous.
 */
function useGuardedCustomer(loaded: Customer | undefined): Customer | null {
  const store = useStore()
  const customer = useAtomValue(customerAtom)
  const status = useAtomValue(customerStatusAtom)
  const navigate = useNavigate()
  const { url, country } = usePage()
  useEffect(() => {
    if (loaded && !customer) {
      store.set(customerAtom, loaded)
      store.set(customerStatusAtom, 'success')
      // the next page's header asks for the customer too
      setSessionHint(true)
      return
    }
    if (status === 'idle' || (status === 'success' && !customer)) {
      void import('./session-boot').then(async ({ loadCustomer }) => {
        const found = store.get(customerAtom) ?? (await loadCustomer(store, { force: true }))
        if (!found && store.get(customerStatusAtom) === 'success') navigate(loginUrl(country, url.pathname + url.search))
      })
    }
  }, [loaded, status, customer, store, navigate, url, country])
  return customer ?? loaded ?? null
}

/**
 * Heading, account navigation and the guard around every account page; pages get the customer, and a page
 * whose loader brought it passes it on (`customer`).
 */
export function AccountFrame({ title, customer: loaded, children }: { title: string; customer?: Customer; children: (customer: Customer) => ReactNode }) {
  const t = useT()
  const { url } = usePage()
  const customer = useGuardedCustomer(loaded)
  const status = useAtomValue(customerStatusAtom)
  const current = url.pathname.replace(/^\/[a-z]{2}/, '')
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHead title={t('catalogue.titleSuffix', { title })} description={t('account.description')} noindex />
      <p className="eyebrow">{t('account.title')}</p>
      <h1 className="mt-3 font-serif text-4xl text-stone-900">{title}</h1>
      {/* minmax(0, 1fr) columns: a long e-mail address or IBAN must not widen the page beyond the phone's screen */}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        {/* on phones the tabs wrap: all of them (Logout too) stay in sight, none is off-screen to the right */}
        <nav aria-label={t('account.nav.label')} className="min-w-0 lg:border-r lg:border-stone-200 lg:pr-6">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={current === item.to ? 'page' : undefined}
                  className="flex items-center gap-2 rounded-sm px-3 py-2 text-sm text-stone-700 no-underline hover:bg-stone-50 aria-[current=page]:bg-stone-100 aria-[current=page]:font-medium aria-[current=page]:text-stone-900"
                >
                  <span className={`${item.icon} text-lg text-stone-500`} aria-hidden="true" />
                  {t(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <LogoutLink />
            </li>
          </ul>
        </nav>
        <div className="min-w-0" data-testid="account-content">
          {customer ? children(customer) : status === 'error' ? <CustomerFailure /> : <p className="text-stone-600">{t('account.loading')}</p>}
        </div>
      </div>
    </div>
  )
}

/** The customer could not be loaded (not a 401, which is signed out): the server's message or 'Failed to fetch customer data', and another try. */
function CustomerFailure() {
  const t = useT()
  const failure = useAtomValue(customerFailureAtom)
  const setStatus = useSetAtom(customerStatusAtom)
  return (
    <div role="alert" className="space-y-4" data-testid="customer-failure">
      <p className="text-red-800">{failure || t('messages.customerFetchFailed')}</p>
      <button type="button" className="btn-outline" onClick={() => setStatus('idle')}>
        {t('account.retry')}
      </button>
    </div>
  )
}

/** Logout from the account navigation: with pieces in the cart, the same warning as the menu's (the cart is lost). */
function LogoutLink() {
  const t = useT()
  const ctx = useCartContext()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="flex w-full items-center gap-2 rounded-sm px-3 py-2 text-left text-sm text-stone-700 hover:bg-stone-50"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        if (!(await cartAtRisk(ctx)) || window.confirm(t('nav.account.logoutWarning'))) return void signOut(ctx.country)
        setBusy(false)
      }}
    >
      <span className="i-ph-sign-out text-lg text-stone-500" aria-hidden="true" />
      {t('account.nav.logout')}
    </button>
  )
}
