import type { AdminOrder } from '@medusajs/types'
import { paymentReference } from '../../../../rules/company'
import { ORDER_MONEY_FIELDS } from '../../../../rules/order-money'

/** What an order's payment actions need to know of it, fetched fresh before money is booked. */
export const PAYMENT_FIELDS =
  'id,display_id,status,currency_code,*summary,payment_collections.id,payment_collections.status,payment_collections.amount,payment_collections.payments.*'

/** The order's detail: items, customer, addresses, shipping, payments, fulfilments, notes (metadata). */
export const DETAIL_FIELDS = [
  'id,display_id,status,created_at,updated_at,email,currency_code,payment_status,fulfillment_status,metadata,customer_id,region_id,sales_channel_id,version',
  'total,item_total,shipping_total,discount_total,tax_total,original_total,paid_total,refunded_total,pending_difference,*summary',
  '*items,*customer,*shipping_address,*billing_address,*shipping_methods,*payment_collections,*payment_collections.payments,*payment_collections.payments.refunds',
  '*fulfillments,*fulfillments.labels,*fulfillments.items',
  // the money lines every document of the order states (rules/order-money.ts)
  ...ORDER_MONEY_FIELDS,
].join(',')

export const orderNumber = (order: Pick<AdminOrder, 'display_id' | 'id'>) => `#${order.display_id ?? order.id}`

/** The Verwendungszweck a bank transfer quotes ("AURELIA-28"), the same rule as the shop's mails and pages. */
export const referenceOf = (order: Pick<AdminOrder, 'display_id'>) => (order.display_id ? paymentReference(order.display_id) : '')

/** The customer's name from the billing address (guests have no customer record), else nothing. */
export function customerName(order: AdminOrder) {
  const address = order.billing_address ?? order.shipping_address
  const customer = order.customer
  return [address?.first_name ?? customer?.first_name, address?.last_name ?? customer?.last_name].filter(Boolean).join(' ')
}
