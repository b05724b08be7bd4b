/**
 * The mark of a payment session for a cart of gift cards alone (set only by
 * src/api/store/payment-collections/gift-cards-capture.ts, which drops it from every browser's body): its
 * PaymentIntent is captured when the shopper pays. The checkout's payments are captured by staff when the piece
 * ships; a gift card ships nothing, so nothing would ever capture it, its card would never be issued, and a card
 * delivered on a later day would outlive an authorization (Stripe keeps one for seven days).
 */
export const GIFT_CARDS_MARK = 'gift_cards_only'

/** The intent's capture for a session's data: automatic for a cart of gift cards alone, else the provider's (manual). */
export const giftCardsCapture = (data: Record<string, unknown> | undefined): { capture_method?: 'automatic' } =>
  data?.[GIFT_CARDS_MARK] === true ? { capture_method: 'automatic' } : {}
