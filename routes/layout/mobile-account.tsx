import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { type MessageKey, useT } from '../../i18n'
import { cartAtRisk } from '../account/cart-at-logout'
import { customerAtom } from '../account/customer-state'
import { signOut } from '../account/sign-out'
import { useCartContext } from '../cart/use-cart'
import { Link } from '../lib/link'
import { wishlistCountAtom } from '../wishlist/wishlist-state'

const ROW = 'flex w-full items-center gap-3 px-5 py-3 text-left text-sm text-stone-700 no-underline transition-colors hover:bg-stone-50 hover:text-stone-900'

/** Logging out empties the cart, so with pieces in it the menu asks first. */
function LogoutButton() {
  const t = useT()
  const ctx = useCartContext()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!confirming) {
    return (
      <button
        type="button"
        className={ROW}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          if (await cartAtRisk(ctx)) {
            setBusy(false)
            setConfirming(true)
          } else void signOut(ctx.country)
        }}
      >
        <span className="i-ph-sign-out text-lg text-stone-500" aria-hidden="true" />
        {t('nav.account.logout')}
      </button>
    )
  }
  return (
    <div
      className="mx-5 my-2 rounded-lg border border-primary-200 bg-primary-50 p-4 text-sm text-stone-800"
      role="alertdialog"
      aria-labelledby="logout-warning"
    >
      <p id="logout-warning" className="flex gap-2">
        <span className="i-ph-warning mt-0.5 shrink-0 text-primary-700" aria-hidden="true" />
        {t('nav.account.logoutWarning')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary !px-4 !py-2"
          disabled={busy}
          onClick={() => {
            setBusy(true)
            void signOut(ctx.country)
          }}
        >
          {t('nav.account.logoutConfirm')}
        </button>
        <button type="button" className="btn-outline !px-4 !py-2" autoFocus onClick={() => setConfirming(false)}>
          {t('nav.account.logoutCancel')}
        </button>
      </div>
    </div>
  )
}

type AccountLink = { to: string; label: MessageKey; icon: string }

const SIGNED_IN: AccountLink[] = [
  { to: '/account', label: 'nav.account.account', icon: 'i-ph-user-circle' },
  { to: '/account/orders', label: 'nav.account.orders', icon: 'i-ph-package' },
]
const ANONYMOUS: AccountLink[] = [
  { to: '/login', label: 'nav.account.login', icon: 'i-ph-sign-in' },
  { to: '/register', label: 'nav.account.register', icon: 'i-ph-user-plus' },
]

/** Account links of the mobile menu: Login and Registrieren, or the account, the orders and Logout. */
export function MobileAccount() {
  const t = useT()
  const customer = useAtomValue(customerAtom)
  const wishlist = useAtomValue(wishlistCountAtom)
  const name = customer ? [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email : ''
  return (
    <div className="mt-4 py-2">
      <p className="eyebrow px-5 pb-2">{t('nav.account.account')}</p>
      {customer && <p className="px-5 pb-2 text-xs text-stone-500 wrap-anywhere">{t('nav.account.signedInAs', { name })}</p>}
      {(customer ? SIGNED_IN : ANONYMOUS).map(({ to, label, icon }) => (
        <Link key={to} to={to} className={ROW}>
          <span className={`${icon} text-lg text-stone-500`} aria-hidden="true" />
          {t(label)}
        </Link>
      ))}
      <Link to="/wishlist" className={ROW}>
        <span className="i-ph-heart text-lg text-stone-500" aria-hidden="true" />
        <span className="flex-1">{t('nav.account.wishlist')}</span>
        {wishlist > 0 && <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-medium text-primary-800">{wishlist}</span>}
      </Link>
      {customer && <LogoutButton />}
    </div>
  )
}
