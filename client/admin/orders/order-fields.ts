/** What the order lists show; totals and statuses are computed by Medusa for exactly these fields. */
export const ORDER_LIST_FIELDS = 'id,display_id,created_at,email,total,currency_code,status,payment_status,fulfillment_status'
