/**
 * The ways a shopper can pay, each one Medusa payment provider (`pp_{identifier}_{id}`): bank transfer in advance
 * (src/modules/bank-transfer, always there) and card and PayPal through Stripe (src/modules/stripe-payments,
 * registered only when the shop has Stripe keys). What a region offers is the providers linked to it; every place
 * that names payment methods (pages, checkout, mails, invoices) derives them from those ids through this table.
 */
export const PAYMENT_PROVIDER_IDS = {
  bank_transfer: 'pp_bank-transfer_bank-transfer',
  paypal: 'pp_stripe-paypal_stripe',
  card: 'pp_stripe_stripe',
} as const

export type PaymentMethod = keyof typeof PAYMENT_PROVIDER_IDS

/** Every method, in the order the shop names them ("Überweisung, PayPal oder Kreditkarte"). */
const PAYMENT_METHODS = Object.keys(PAYMENT_PROVIDER_IDS) as PaymentMethod[]

/** Methods paid through Stripe: the browser needs Stripe.js, and so the shop's publishable key, for them. */
export const STRIPE_METHODS: readonly PaymentMethod[] = ['paypal', 'card']

/** The method a provider id stands for; null for a provider the shop does not know. */
export function paymentMethodOf(providerId: string | null | undefined): PaymentMethod | null {
  return PAYMENT_METHODS.find((method) => PAYMENT_PROVIDER_IDS[method] === providerId) ?? null
}

/** Medusa's provider of money booked by hand ("mark as paid"): the back office books an arrived transfer with it. */
const MANUAL_PROVIDER_ID = 'pp_system_default'

/** Money booked by hand: staff name it by how it came (a transfer), never by Medusa's provider id. */
export const isManualProvider = (providerId: string | null | undefined): boolean => providerId === MANUAL_PROVIDER_ID

/**
 * How an order is paid, for every document that says so: the method of its first payment the shop knows; money booked
 * by hand, or no payment at all (an order taken as a draft in the back office), is a bank transfer, the shop's only
 * way to pay outside the checkout. Null only for a provider the shop does not know.
 */
export function orderPaymentMethod(providerIds: readonly (string | null | undefined)[]): PaymentMethod | null {
  const known = providerIds.map(paymentMethodOf).find((method) => method !== null)
  if (known) return known
  return providerIds.every((id) => !id || id === MANUAL_PROVIDER_ID) ? 'bank_transfer' : null
}

/** The methods of a list of provider ids, each once, in the shop's order; providers it does not know are left out. */
export function paymentMethodsOf(providerIds: readonly string[]): PaymentMethod[] {
  const known = new Set(providerIds.map(paymentMethodOf))
  return PAYMENT_METHODS.filter((method) => known.has(method))
}

export const isStripeMethod = (method: PaymentMethod | null): boolean => method !== null && STRIPE_METHODS.includes(method)

/**
 * The providers a shop can take payments with: Stripe's only when the browser can load Stripe.js with a publishable
 * key (without one a card form cannot be shown, so card and PayPal are neither offered nor promised). In the shop's order.
 */
export function offeredProviders(providerIds: readonly string[], { stripe }: { stripe: boolean }): string[] {
  return paymentMethodsOf(providerIds)
    .filter((method) => stripe || !isStripeMethod(method))
    .map((method) => PAYMENT_PROVIDER_IDS[method])
}
