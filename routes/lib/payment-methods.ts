import type { Locale } from '../../rules/languages'

// The rule which provider is which method lives with the back end's mails and invoices (one place for both).
export {
  
  PAYMENT_PROVIDER_IDS,
  isStripeMethod,
  offeredProviders,
  orderPaymentMethod,
  paymentMethodOf,
  paymentMethodsOf,
  type PaymentMethod,
} from '../../rules/payment-methods'

// English lists without the serial comma, as the shop writes them ("bank transfer, PayPal or credit card")
const LIST_TAG: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/** Names joined as alternatives: "Überweisung, PayPal oder Kreditkarte", "bank transfer or credit card". */
export const alternatives = (locale: Locale, names: readonly string[]) => new Intl.ListFormat(LIST_TAG[locale], { type: 'disjunction' }).format(names)
