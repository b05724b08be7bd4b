import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { CURRENCY_RATES } from '../../rules/currencies'
import { formatMoney } from '../../rules/money'
import { GiftCardBalance } from '../cart/gift-card-balance'
import { usePage } from '../lib/page-context'

/** The account's store credit in each of the shop's currencies that holds some (the loyalty plugin's accounts). */
async function balances() {
  const { storeCreditBalance } = await import('../cart/gift-card-actions')
  const found = await Promise.all(Object.keys(CURRENCY_RATES).map(async (currency) => ({ currency, amount: await storeCreditBalance(currency) })))
  return found.filter((entry) => entry.amount > 0)
}

/** "Guthaben und Gutscheine": the customer's store credit (spent at checkout) and the balance check of a gift card. */
export function CreditSection() {
  const t = useT()
  const { locale } = usePage()
  const [found, setFound] = useState<{ currency: string; amount: number }[] | null>(null)
  useEffect(() => {
    let live = true
    balances()
      .then((entries) => live && setFound(entries))
      .catch(() => live && setFound([]))
    return () => {
      live = false
    }
  }, [])
  return (
    <section aria-labelledby="account-credit" className="space-y-4">
      <h2 id="account-credit" className="font-serif text-2xl text-stone-900">
        {t('giftCard.accountTitle')}
      </h2>
      <p className="text-stone-800" data-testid="store-credit-balance">
        {found === null
          ? t('account.loading')
          : found.length
            ? t('giftCard.storeCreditAvailable', { amount: found.map((entry) => formatMoney(entry.amount, entry.currency, locale)).join(', ') })
            : t('giftCard.noStoreCredit')}
      </p>
      <GiftCardBalance />
    </section>
  )
}
