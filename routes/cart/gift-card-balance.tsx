import { type FormEvent, useState } from 'react'
import { useT } from '../../i18n'
import { formatMoney } from '../../rules/money'
import { formatDate } from '../../rules/shop-dates'
import { usePage } from '../lib/page-context'
import { useCartContext } from './use-cart'

const actions = () => import('./gift-card-actions')

/**
 * "Guthaben prüfen": what a gift card still holds and until when, for whoever holds its code (the cart and the account
 * page); a card that would not pay says why. Limited like codes on a cart (the back end's `gift-card-code`).
 */
export function GiftCardBalance() {
  const t = useT()
  const ctx = useCartContext()
  const { locale, country } = usePage()
  const [code, setCode] = useState('')
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!code.trim()) return setAnswer({ text: t('giftCard.required'), ok: false })
    setBusy(true)
    try {
      const { giftCardBalance, refusalText } = await actions()
      const found = await giftCardBalance(code)
      if ('waiting' in found) return setAnswer({ text: found.waiting, ok: false })
      const card = found.gift_card
      if (!card || (found.refused && found.refused !== 'used_up'))
        return setAnswer({ text: refusalText(ctx, found.refused ?? 'unknown', found.code), ok: false })
      const amount = formatMoney(card.balance, card.currency_code, locale)
      const until = card.expires_at ? ` ${t('giftCard.validUntil', { date: formatDate(card.expires_at, locale, 'long', country) })}` : ''
      setAnswer({ text: `${t('giftCard.balance', { code: card.code, amount })}${until}`, ok: true })
    } catch {
      setAnswer({ text: t('giftCard.failed'), ok: false })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2" data-testid="gift-card-balance">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="gift-card-balance-code" className="text-sm font-medium text-stone-800">
            {t('giftCard.balanceLabel')}
          </label>
          <input
            id="gift-card-balance-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            className="mt-1 w-full rounded-sm border border-stone-300 px-3 py-2 text-sm uppercase"
          />
        </div>
        <button type="submit" className="btn-outline px-5 py-2" disabled={busy}>
          {t('giftCard.check')}
        </button>
      </div>
      <p role="status" className={answer?.ok ? 'text-sm text-stone-800' : 'text-sm text-red-800'} data-testid="gift-card-balance-answer">
        {answer?.text}
      </p>
    </form>
  )
}
