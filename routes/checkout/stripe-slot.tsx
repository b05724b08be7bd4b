import { useT } from '../../i18n'
import type { Cart } from '../cart/cart-state'
import { usePage } from '../lib/page-context'
import type { StripeFieldsProps } from './stripe/stripe-fields'
import { useStripeFields } from './stripe/use-stripe-fields'

/**
 * Where Stripe's Payment Element goes when card or PayPal is chosen: shown at once, filled when its chunk (Stripe's
 * libraries) and Stripe.js from js.stripe.com have arrived. Nothing of Stripe loads before a Stripe method is chosen.
 */
export function StripeSlot({ provider, type, cart }: { provider: string; type: StripeFieldsProps['type']; cart: Cart }) {
  const t = useT()
  const { locale, payment } = usePage()
  const Fields = useStripeFields()
  return (
    <div className="rounded-sm border border-stone-200 bg-white p-4" data-testid="stripe-payment-element">
      {Fields === 'failed' ? (
        <p role="alert" className="text-sm text-red-800">
          {t('checkout.payment.formUnavailable')}
        </p>
      ) : Fields && payment.stripe_publishable_key ? (
        <Fields
          provider={provider}
          type={type}
          publishableKey={payment.stripe_publishable_key}
          locale={locale}
          amount={cart.total ?? 0}
          currency={cart.currency_code ?? cart.region?.currency_code ?? 'eur'}
        />
      ) : (
        <p className="text-sm text-stone-600">{t('checkout.payment.formLoading')}</p>
      )}
    </div>
  )
}
