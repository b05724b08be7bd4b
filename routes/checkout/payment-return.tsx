import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import type { Cart } from '../cart/cart-state'
import { useCartContext } from '../cart/use-cart'
import { Link } from '../lib/link'
import { useNavigate } from '../lib/navigation'
import { activeSession, providerLabel } from './payment-session'
import { CHECKOUT_NEWSLETTER_KEY, recall } from './session-keys'

/**
 * Stripe's answer when the shopper comes back from PayPal (or a bank's 3-D Secure page) to /checkout/review:
 * it appends `redirect_status` (with the intent's id and client secret). Null on every other visit.
 */
export const paymentReturnStatus = (url: URL) => url.searchParams.get('redirect_status')

/**
 * Back from the payment: confirmed, the order is placed at once with the consents given before leaving (the terms
 * were accepted then; Medusa authorizes the payment with Stripe while completing the cart). Not confirmed (cancelled
 * at PayPal, refused): the shopper is told so and goes back to choosing a payment method.
 */
export function PaymentReturn({ cart, status }: { cart: Cart; status: string }) {
  const t = useT()
  const ctx = useCartContext()
  const navigate = useNavigate()
  const confirmed = status === 'succeeded' || status === 'processing'
  const method = providerLabel(activeSession(cart)?.provider_id ?? '', t)
  const [failure, setFailure] = useState<string | null>(confirmed ? null : t('checkout.payment.returnFailed', { method }))
  const started = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per confirmation (started); the cart's e-mail is the one change that matters
  useEffect(() => {
    if (!confirmed || started.current) return
    started.current = true
    const newsletter = recall(CHECKOUT_NEWSLETTER_KEY) === '1'
    Promise.all([import('./checkout-actions'), import('./place-order')])
      .then(async ([actions, ordering]) => {
        // the payment was confirmed for this cart as it stands: it is the total the shopper agreed to
        const result = await ordering.placeOrder(ctx, { shown: cart, newsletter })
        if (result.type === 'order') return actions.showPlacedOrder(ctx, result.order, { email: result.order.email ?? cart.email ?? '', newsletter, navigate })
        // Medusa's own words are never shown: the payment is only authorised, nothing is taken without an order
        setFailure(t('checkout.errors.order'))
      })
      .catch((error: unknown) => {
        console.error('placing the order after the payment failed', error)
        setFailure(t('checkout.errors.order'))
      })
  }, [confirmed, ctx, cart.email, navigate, t])

  return (
    <section className="rounded-sm border border-stone-200 bg-white p-5 sm:p-7" data-testid="payment-return">
      {failure ? (
        <div className="space-y-4">
          <p role="alert" className="text-sm text-red-800">
            {failure}
          </p>
          <Link to="/checkout" className="btn-primary">
            {t('checkout.payment.backToPayment')}
          </Link>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <span className="i-ph-circle-notch animate-spin" aria-hidden="true" />
          {t('checkout.payment.completing')}
        </p>
      )}
    </section>
  )
}
