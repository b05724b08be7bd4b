import { useEffect, useState, type FormEvent } from 'react'
import { useT, type Translate } from '../../i18n'
import type { CartContext } from '../cart/cart-actions'
import type { Cart } from '../cart/cart-state'
import { CHOICE_CARD, StepSubmit } from './fields'

type StepProps = { cart: Cart; ctx: CartContext; onDone: () => void }

/** Shoppers see the method, not Medusa's provider id (pp_bank-transfer_bank-transfer, pp_paypal_paypal, pp_stripe_stripe). */
export function providerLabel(id: string, t: Translate): string {
  if (id.includes('bank-transfer')) return t('checkout.payment.bankTransfer')
  if (id.includes('paypal')) return t('checkout.payment.paypal')
  if (id.includes('stripe') || id.includes('card')) return t('checkout.payment.card')
  return t('checkout.payment.other', { provider: id.replace(/^pp_/, '') })
}

export const activeSession = (cart: Cart) =>
  (cart.payment_collection?.payment_sessions ?? []).find((session) => session.status === 'pending' || session.status === 'authorized')

/** Step 4: the region's payment providers; choosing one starts its payment session. */
export function PaymentStep({ cart, ctx, onDone }: StepProps) {
  const t = useT()
  const [providers, setProviders] = useState<{ id: string }[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [chosen, setChosen] = useState(activeSession(cart)?.provider_id ?? '')
  const [problem, setProblem] = useState(false)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let live = true
    import('./checkout-actions')
      .then(({ paymentProviders }) => paymentProviders(cart.region_id!))
      .then((list) => live && setProviders(list))
      .catch((error) => {
        console.error('payment providers failed', error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [cart.region_id])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return setProblem(true)
    setSaving(true)
    try {
      if (activeSession(cart)?.provider_id !== chosen) {
        const { choosePayment } = await import('./checkout-actions')
        await choosePayment(ctx, chosen)
      }
      onDone()
    } catch {
      // notified by the cart actions
    } finally {
      setSaving(false)
    }
  }

  if (failed) return <p role="alert" className="text-sm text-red-800">{t('checkout.errors.payment')}</p>
  if (!providers) return <p className="text-sm text-stone-600">{t('checkout.payment.loading')}</p>
  if (providers.length === 0) return <p role="alert" className="text-sm text-red-800">{t('checkout.payment.none')}</p>
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset aria-describedby={problem ? 'payment-error' : undefined}>
        <legend className="sr-only">{t('checkout.steps.payment')}</legend>
        <div className="space-y-3">
          {providers.map((provider) => (
            <label key={provider.id} className={`${CHOICE_CARD} items-start`}>
              <input
                type="radio"
                name="payment-provider"
                value={provider.id}
                checked={chosen === provider.id}
                onChange={() => {
                  setChosen(provider.id)
                  setProblem(false)
                }}
                className="mt-1 accent-stone-900"
              />
              <span>
                <span className="block font-medium text-stone-900">{providerLabel(provider.id, t)}</span>
                {provider.id.includes('bank-transfer') && <span className="block text-sm text-stone-600">{t('checkout.payment.bankTransferNote')}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <StepSubmit saving={saving} errorId="payment-error" error={problem ? t('messages.choosePaymentMethod') : null} />
    </form>
  )
}
