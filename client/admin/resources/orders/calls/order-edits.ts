import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import { priced, type WithMoney } from './preview-money'

type EditStep = WithMoney<HttpTypes.AdminOrderEditPreviewResponse>

/** A line to add: a variant of the catalogue; `unit_price` overrides its price (a price agreed with the customer). */
export type AddedItem = { variant_id: string; quantity: number; unit_price?: number; internal_note?: string }

const e = sdk.admin.orderEdit

/** POST /admin/order-edits: begins an edit of the order; the order is unchanged until it is confirmed. */
export async function beginOrderEdit(orderId: string, input: { description?: string; internal_note?: string } = {}): Promise<HttpTypes.AdminOrderChange> {
  return (await e.initiateRequest({ order_id: orderId, ...input })).order_change
}

/** POST /admin/order-edits/{id}/items: `id` is the order's id, as for every call of an edit. */
export const addOrderEditItems = (orderId: string, items: AddedItem[]) => priced<EditStep>(e.addItems(orderId, { items }))

/** POST /admin/order-edits/{id}/items/item/{itemId}: another quantity of a line the order already had (0 removes it). */
export const updateOrderEditItem = (orderId: string, itemId: string, input: { quantity: number; internal_note?: string | null }) =>
  priced<EditStep>(e.updateOriginalItem(orderId, itemId, input))

/** POST /admin/order-edits/{id}/items/{actionId}: another quantity or price of a line added in this edit. */
export const updateOrderEditAddedItem = (orderId: string, actionId: string, input: { quantity: number; unit_price?: number | null; internal_note?: string | null }) =>
  priced<EditStep>(e.updateAddedItem(orderId, actionId, input))

/** DELETE /admin/order-edits/{id}/items/{actionId}: drops a line added in this edit. */
export const removeOrderEditAddedItem = (orderId: string, actionId: string) => priced<EditStep>(e.removeAddedItem(orderId, actionId))

/** POST /admin/order-edits/{id}/request: the edit is complete; its preview says what the customer pays or gets back. */
export const requestOrderEdit = (orderId: string) => priced<EditStep>(e.request(orderId))

/** POST /admin/order-edits/{id}/confirm: applies the edit to the order (Medusa asks for any difference by a payment collection). */
export const confirmOrderEdit = (orderId: string) => priced<EditStep>(e.confirm(orderId))

/** DELETE /admin/order-edits/{id}: abandons the edit; the order is as before. */
export async function cancelOrderEdit(orderId: string): Promise<void> {
  await e.cancelRequest(orderId)
}
