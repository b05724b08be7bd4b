import type { HttpTypes } from '@medusajs/types'
import { sdk, statusOf } from '../cart/cart-sdk'

export type Order = HttpTypes.StoreOrder

/** A list row: number, date, state, total, how many pieces. */
const LIST_FIELDS = 'id,display_id,created_at,status,payment_status,fulfillment_status,total,currency_code,*items'
/** storefront.md §7: the order with payment collections and payments, items with metadata, variants and products. */
const ORDER_FIELDS = [
  '*items', '+items.metadata', '*items.variant', '*items.product', '*payment_collections', '*payment_collections.payments',
  '*shipping_address', '*billing_address', '*shipping_methods', '+metadata', '+payment_status', '+fulfillment_status',
].join(',')

export const ORDERS_PER_PAGE = 10

/** The signed-in customer's orders, newest first, one page. */
export async function listOrders(page: number) {
  const body = await sdk().order.list({ fields: LIST_FIELDS, limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE, order: '-created_at' } as HttpTypes.StoreOrderFilters)
  return { orders: body.orders, count: body.count }
}

/** One order; another customer's order (or none) is null — the back end answers 404 for both. */
export async function getOrder(id: string): Promise<Order | null> {
  try {
    return (await sdk().order.retrieve(id, { fields: ORDER_FIELDS })).order
  } catch (error) {
    if (statusOf(error) === 404) return null
    throw error
  }
}

