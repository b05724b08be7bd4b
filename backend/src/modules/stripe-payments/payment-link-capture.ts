/**
 * The mark of a payment session opened through a payment link (set only by
 * src/api/store/payment-collections/payment-link-sessions.ts, which drops it from every browser's body): its
 * PaymentIntent is captured when the customer pays, where the checkout's are captured by hand at shipment.
 */
export const PAYMENT_LINK_MARK = 'payment_link'

/** The intent's capture for a session's data: automatic for a payment link, else the provider's (manual). */
export const linkCapture = (data: Record<string, unknown> | undefined): { capture_method?: 'automatic' } =>
  data?.[PAYMENT_LINK_MARK] === true ? { capture_method: 'automatic' } : {}
