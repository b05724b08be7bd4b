import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../cart/cart-sdk'
import { orderListQuery } from './store-queries'

export type Order = HttpTypes.StoreOrder

/** The signed-in customer's orders, newest first, one page. */
export async function listOrders(page: number) {
  const body = await sdk().order.list(orderListQuery(page) as HttpTypes.StoreOrderFilters)
  return { orders: body.orders, count: body.count }
}
