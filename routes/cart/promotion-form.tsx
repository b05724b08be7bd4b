import { type FormEvent, useState } from 'react'
import { useT } from '../../i18n'
import type { Cart } from './cart-state'
import { promotionCodes } from './promotion-codes'
import { cartActions, useCartContext } from './use-cart'

/** Apply a promotion code, see the applied ones and remove them again. */
export function PromotionForm({ cart }: { cart: Cart }) {
  const t = useT()
  const ctx = useCartContext()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codes = promotionCodes(cart)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = code.trim()
    if (!trimmed) return setError(t('cart.promotion.required'))
    setError(null)
    setBusy(true)
    try {
      const { applyPromotion } = await cartActions()
      const refusal = await applyPromotion(ctx, trimmed)
      if (refusal) setError(refusal)
      else setCode('')
    } catch {
      // notified and rolled back by the cart actions
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-3">
      <form onSubmit={submit} noValidate className="flex items-start gap-2">
        <div className="flex-1">
          <label htmlFor="promotion-code" className="text-sm font-medium text-stone-800">
            {t('cart.promotion.label')}
          </label>
          <input
            id="promotion-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'promotion-error' : undefined}
            className="mt-1 w-full rounded-sm border border-stone-300 px-3 py-2 text-sm uppercase"
          />
          {error && (
            <p id="promotion-error" className="mt-1 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-outline mt-6 px-5 py-2" disabled={busy}>
          {t('cart.promotion.apply')}
        </button>
      </form>
      {codes.length > 0 && (
        <div>
          <p className="text-sm text-stone-700">{t('cart.promotion.applied')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {codes.map((applied) => (
              <li
                key={applied}
                className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-900"
                data-testid="promotion-code"
              >
                {applied}
                <button
                  type="button"
                  className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-primary-100"
                  aria-label={t('cart.promotion.remove', { code: applied })}
                  onClick={() =>
                    void cartActions()
                      .then(({ removePromotion }) => removePromotion(ctx, applied))
                      .catch(() => undefined)
                  }
                >
                  <span className="i-ph-x text-xs" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
