/** The event of a customer's claim of a guest order by its number (route store/customers/me/order-claims, subscriber order-claim). */
export const ORDER_CLAIM_REQUESTED = 'order-claim.requested'
export type OrderClaimRequested = { customer_id: string; display_id: number }
