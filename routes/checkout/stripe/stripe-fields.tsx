import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Appearance, Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useEffect, useState } from 'react'
import { useT } from '../../../i18n'
import type { Locale } from '../../../rules/languages'
import { stone } from '../../../uno-colors'
import { smallestUnit } from './amount'
import { holdElement } from './held-element'

export type StripeFieldsProps = {
  provider: string
  /** Stripe's name of the one payment method the provider takes (the intent's payment_method_types). */
  type: 'card' | 'paypal'
  publishableKey: string
  locale: Locale
  /** The cart's total in major units and its currency: shown by Stripe where a method needs it. */
  amount: number
  currency: string
  /** The checkout's payments are captured by hand at shipment; a payment link's at once (backend/src/modules/stripe-payments). */
  captureMethod?: 'manual' | 'automatic'
}

const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: stone[900], colorText: stone[900], colorDanger: '#991b1b', borderRadius: '2px', fontSizeBase: '16px' },
}

// Stripe.js is fetched from js.stripe.com once per page (Stripe requires it be loaded from there, never bundled);
// a failed load is forgotten, so "load again" really tries again
const loading = new Map<string, Promise<Stripe | null>>()
function stripeFor(key: string, locale: Locale): Promise<Stripe | null> {
  const id = `${key} ${locale}`
  let stripe = loading.get(id)
  if (!stripe) {
    stripe = loadStripe(key, { locale })
    stripe.catch(() => loading.delete(id))
    loading.set(id, stripe)
  }
  return stripe
}

/** Registers the mounted element, so the payment step can check it and the review step can pay with it. */
function HeldPaymentElement({ provider }: { provider: string }) {
  const stripe = useStripe()
  const elements = useElements()
  useEffect(() => {
    if (!stripe || !elements) return
    holdElement({ provider, stripe, elements })
    return () => holdElement(null)
  }, [provider, stripe, elements])
  // wallets (Apple Pay, Google Pay) would need the shop's domain registered with them: the shop offers card and PayPal
  return <PaymentElement options={{ layout: 'tabs', wallets: { applePay: 'never', googlePay: 'never' } }} />
}

/**
 * Stripe's Payment Element for one method (card or PayPal), in the shopper's language, created without a
 * PaymentIntent (Stripe's deferred intent): the intent is made when the step is confirmed, the payment when the order is placed.
 * Its own chunk with Stripe's libraries: nothing of it loads unless a Stripe method is chosen.
 */
export default function StripeFields({ provider, type, publishableKey, locale, amount, currency, captureMethod = 'manual' }: StripeFieldsProps) {
  const t = useT()
  const [stripe, setStripe] = useState<Stripe | 'failed' | null>(null)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads Stripe.js again after a failure
  useEffect(() => {
    let live = true
    stripeFor(publishableKey, locale).then(
      (loaded) => live && setStripe(loaded ?? 'failed'),
      (error: unknown) => {
        console.warn('Stripe.js could not be loaded', error)
        if (live) setStripe('failed')
      },
    )
    return () => {
      live = false
    }
  }, [publishableKey, locale, attempt])

  if (stripe === 'failed') {
    return (
      <div role="alert" className="space-y-3 text-sm text-red-800" data-testid="stripe-unavailable">
        <p>{t('checkout.payment.formUnavailable')}</p>
        <button
          type="button"
          className="text-link"
          onClick={() => {
            setStripe(null)
            setAttempt((count) => count + 1)
          }}
        >
          {t('checkout.payment.formRetry')}
        </button>
      </div>
    )
  }
  if (!stripe) return <p className="text-sm text-stone-600">{t('checkout.payment.formLoading')}</p>
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: smallestUnit(amount, currency),
        currency: currency.toLowerCase(),
        allowedPaymentMethodTypes: [type],
        captureMethod,
        locale,
        appearance: APPEARANCE,
      }}
    >
      <HeldPaymentElement provider={provider} />
    </Elements>
  )
}
