import { type Locale, writingTag } from '../../rules/languages'

// The rule which provider is which method lives with the back end's mails and invoices (one place for both).
export {
  isStripeMethod,
  offeredProviders,
  orderPaymentMethod,
  PAYMENT_PROVIDER_IDS,
  type PaymentMethod,
  paymentMethodOf,
  paymentMethodsOf,
} from '../../rules/payment-methods'

/**
 * Names joined as alternatives: "Überweisung, PayPal oder Kreditkarte", "bank transfer or credit card"; English
 * without the serial comma, as the shop itself writes.
 */
export const alternatives = (locale: Locale, names: readonly string[]) => new Intl.ListFormat(writingTag(locale), { type: 'disjunction' }).format(names)
