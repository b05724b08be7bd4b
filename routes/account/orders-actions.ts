import type { HttpTypes } from '@medusajs/types'
import { sdk, statusOf } from '../cart/cart-sdk'
import { orderListQuery } from './store-queries'

export type Order = HttpTypes.StoreOrder

/** The order with payment collections and payments, items with metadata, variants and products. */
const ORDER_FIELDS = [
  '*items', '+items.metadata', '*items.variant', '*items.product', '*payment_collections', '*payment_collections.payments',
  '*shipping_address', '*billing_address', '*shipping_methods', '+metadata', '+payment_status', '+fulfillment_status',
].join(',')

/** The signed-in customer's orders, newest first, one page. */
export async function listOrders(page: number) {
  const body = await sdk().order.list(orderListQuery(page) as HttpTypes.StoreOrderFilters)
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

