/** Everything the after-sales tests read of an order: lines, money, payments, fulfilments, returns, claims, exchanges. */
export const ORDER_FIELDS = [
  'id,display_id,version,status,payment_status,fulfillment_status,currency_code,email,customer_id',
  'total,subtotal,item_total,shipping_total,tax_total,discount_total,credit_line_total,*summary',
  '*items,*items.detail,*shipping_methods,*credit_lines',
  '*payment_collections,*payment_collections.payments,*payment_collections.payments.refunds,*payment_collections.payments.captures',
  '*fulfillments,*fulfillments.items,*fulfillments.labels',
].join(',')
