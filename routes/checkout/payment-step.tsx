import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { type MessageKey, useT } from '../../i18n'
import type { Cart, CartContext } from '../cart/cart-state'
import { usePage } from '../lib/page-context'
import { type PaymentMethod, paymentMethodOf } from '../lib/payment-methods'
import { StepNote, StepSubmit } from './fields'
import { PaymentChoices } from './payment-choices'
import { paidWithStripe, paymentDetailsAtom } from './payment-details'
import { activeSession } from './payment-session'
import { nothingToPay } from './progress'
import { StripeSlot } from './stripe-slot'

type StepProps = { cart: Cart; ctx: CartContext; onDone: () => void }

const NOTES: Record<PaymentMethod, MessageKey> = {
  bank_transfer: 'checkout.payment.bankTransferNote',
  paypal: 'checkout.payment.paypalNote',
  card: 'checkout.payment.cardNote',
}

/**
 * Step 4: exactly the providers the country's shop offers (the page's `payment`, from the region's providers).
 * Choosing card or PayPal shows Stripe's Payment Element; "continue" has Stripe check its details, then starts the
 * payment session (for Stripe: a PaymentIntent, confirmed when the order is placed).
 */
export function PaymentStep({ cart, ctx, onDone }: StepProps) {
  const t = useT()
  const { payment } = usePage()
  const providers = payment.providers
  const setDetails = useSetAtom(paymentDetailsAtom)
  const [chosen, setChosen] = useState(() => {
    const current = activeSession(cart)?.provider_id ?? ''
    return providers.includes(current) ? current : ''
  })
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return setProblem(t('messages.choosePaymentMethod'))
    setSaving(true)
    try {
      if (paidWithStripe(chosen)) {
        const { submitDetails } = await import('./stripe/held-element')
        const checked = await submitDetails(chosen)
        // 'invalid': Stripe shows what is wrong in its own fields
        if (checked === 'missing') setProblem(t('checkout.payment.formUnavailable'))
        if (checked !== 'ok') return
      }
      if (activeSession(cart)?.provider_id !== chosen) {
        const { choosePayment } = await import('./checkout-actions')
        await choosePayment(ctx, chosen)
      }
      setDetails(paidWithStripe(chosen) ? chosen : null)
      onDone()
    } catch {
      // notified by the cart actions
    } finally {
      setSaving(false)
    }
  }

  // gift cards or store credit pay it all: Medusa completes a cart of total 0 without a payment
  if (nothingToPay(cart)) return <StepNote text={t('checkout.payment.notNeeded')} onDone={onDone} />
  if (providers.length === 0)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('checkout.payment.none')}
      </p>
    )
  const chosenMethod = paymentMethodOf(chosen)
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PaymentChoices
        providers={providers}
        chosen={chosen}
        onChoose={(provider) => {
          setChosen(provider)
          setDetails(null)
          setProblem(null)
        }}
        note={(method) => t(NOTES[method])}
        describedBy={problem ? 'payment-error' : undefined}
      />
      {/* keyed by provider: card and PayPal are Payment Elements of their own */}
      {(chosenMethod === 'card' || chosenMethod === 'paypal') && <StripeSlot key={chosen} provider={chosen} type={chosenMethod} cart={cart} />}
      <StepSubmit saving={saving} errorId="payment-error" error={problem} />
    </form>
  )
}
