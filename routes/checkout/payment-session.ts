import type { MessageKey, Translate } from '../../i18n'
import type { Cart } from '../cart/cart-state'
import { type PaymentMethod, paymentMethodOf } from '../lib/payment-methods'

const LABELS: Record<PaymentMethod, MessageKey> = {
  bank_transfer: 'checkout.payment.bankTransfer',
  paypal: 'checkout.payment.paypal',
  card: 'checkout.payment.card',
}

/** Shoppers see the method, not Medusa's provider id (pp_bank-transfer_bank-transfer, pp_stripe_stripe, …). */
export function providerLabel(id: string, t: Translate): string {
  const method = paymentMethodOf(id)
  return method ? t(LABELS[method]) : t('checkout.payment.other', { provider: id.replace(/^pp_/, '') })
}

/** The cart's payment session the order will be paid with. */
export const activeSession = (cart: Cart) =>
  (cart.payment_collection?.payment_sessions ?? []).find((session) => session.status === 'pending' || session.status === 'authorized')
