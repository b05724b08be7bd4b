import { isManualProvider, type PaymentMethod, paymentMethodOf } from '../../../rules/payment-methods'
import type { MessageKey, Translate } from '../i18n'

const PROVIDERS: Record<PaymentMethod, MessageKey> = {
  bank_transfer: 'order.providers.bank_transfer',
  paypal: 'order.providers.paypal',
  card: 'order.providers.card',
}

/**
 * A payment provider as staff know it ("Vorkasse (Überweisung)", "Kreditkarte (über Stripe)"); money booked by hand
 * as such ("Überweisung, von Hand gebucht"); one the shop does not know by its id.
 */
export const providerName = (t: Translate, id: string) => {
  if (isManualProvider(id)) return t('order.providers.manual')
  const method = paymentMethodOf(id)
  return method ? t(PROVIDERS[method]) : id
}
