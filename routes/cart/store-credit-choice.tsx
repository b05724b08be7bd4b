import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { formatMoney } from '../../rules/money'
import { customerAtom } from '../account/customer-state'
import { usePage } from '../lib/page-context'
import type { Cart } from './cart-state'
import { cartCredit } from './gift-cards'
import { useCartContext } from './use-cart'

const actions = () => import('./gift-card-actions')

/**
 * A signed-in customer's store credit (what the shop paid back as credit, the loyalty plugin's account), spent on the
 * cart with one tap or taken off again. Shown only when there is a balance in the cart's currency; a guest has none.
 */
export function StoreCreditChoice({ cart }: { cart: Cart }) {
  const t = useT()
  const ctx = useCartContext()
  const { locale } = usePage()
  // asked only for a signed-in customer: a guest has no account (and a 401 would be an error in the console)
  const signedIn = !!useAtomValue(customerAtom)
  const [balance, setBalance] = useState(0)
  const [busy, setBusy] = useState(false)
  const used = cartCredit(cart).storeCredit
  const currency = cart.currency_code

  useEffect(() => {
    if (!signedIn) return setBalance(0)
    let live = true
    actions()
      .then(({ storeCreditBalance }) => storeCreditBalance(currency))
      .then((found) => live && setBalance(found))
      // an answer that failed: nothing to offer
      .catch(() => live && setBalance(0))
    return () => {
      live = false
    }
  }, [currency, signedIn])

  if (balance <= 0) return null
  const toggle = () => {
    setBusy(true)
    void actions()
      .then(({ spendStoreCredit }) => spendStoreCredit(ctx, used <= 0))
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }
  return (
    <div className="space-y-2 text-sm" data-testid="store-credit">
      <p className="text-stone-800">{t('giftCard.storeCreditAvailable', { amount: formatMoney(balance, currency, locale) })}</p>
      <button type="button" className="btn-outline w-full px-5 py-2" disabled={busy} onClick={toggle}>
        {used > 0 ? t('giftCard.dropStoreCredit') : t('giftCard.useStoreCredit')}
      </button>
    </div>
  )
}
