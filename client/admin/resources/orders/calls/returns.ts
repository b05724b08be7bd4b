import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import { priced, type WithMoney } from './preview-money'
import { cancelReturnParcels, PARCEL_FIELDS } from './return-parcels'

type ReturnStep = WithMoney<HttpTypes.AdminReturnPreviewResponse>

/** One returned line: how many, why (a return reason) and a note for staff. */
export type ReturnItem = { id: string; quantity: number; reason_id?: string; description?: string; internal_note?: string }
/** One received or dismissed line. */
export type ReceivedItem = { id: string; quantity: number; description?: string; internal_note?: string }

const r = sdk.admin.return

// Request phase: what the customer sends back, and how.

/** POST /admin/returns: begins a return of the order (the stock location takes the goods back). */
export async function initiateReturn(input: HttpTypes.AdminInitiateReturnRequest): Promise<HttpTypes.AdminReturn> {
  return (await r.initiateRequest(input)).return
}

/** POST /admin/returns/{id}/request-items */
export const addReturnItems = (returnId: string, items: ReturnItem[]) => priced<ReturnStep>(r.addReturnItem(returnId, { items }))

/** POST /admin/returns/{id}/request-items/{actionId}: another quantity, reason or note. */
export const updateReturnItem = (returnId: string, actionId: string, input: { quantity?: number; reason_id?: string | null; internal_note?: string | null }) =>
  priced<ReturnStep>(r.updateReturnItem(returnId, actionId, input))

/** DELETE /admin/returns/{id}/request-items/{actionId} */
export const removeReturnItem = (returnId: string, actionId: string) => priced<ReturnStep>(r.removeReturnItem(returnId, actionId))

/** POST /admin/returns/{id}/shipping-method: the return's shipping; `custom_amount` overrides the option's price (0: the shop pays). */
export const addReturnShipping = (returnId: string, input: HttpTypes.AdminAddReturnShipping) => priced<ReturnStep>(r.addReturnShipping(returnId, input))

/** POST /admin/returns/{id}/shipping-method/{actionId} */
export const updateReturnShipping = (returnId: string, actionId: string, input: HttpTypes.AdminUpdateReturnShipping) =>
  priced<ReturnStep>(r.updateReturnShipping(returnId, actionId, input))

/** DELETE /admin/returns/{id}/shipping-method/{actionId} */
export const deleteReturnShipping = (returnId: string, actionId: string) => priced<ReturnStep>(r.deleteReturnShipping(returnId, actionId))

/** POST /admin/returns/{id}: the location that takes the goods back, or whether the customer is mailed. */
export const updateReturn = (returnId: string, input: HttpTypes.AdminUpdateReturnRequest) => priced<ReturnStep>(r.updateRequest(returnId, input))

/** POST /admin/returns/{id}/request: confirms the request; the return now waits for the parcel. */
export const confirmReturnRequest = (returnId: string, input: { no_notification?: boolean } = {}) => priced<ReturnStep>(r.confirmRequest(returnId, input))

/** DELETE /admin/returns/{id}/request: abandons the request; the order is as before. */
export async function cancelReturnRequest(returnId: string): Promise<void> {
  await r.cancelRequest(returnId)
}

// Receive phase: what arrived, what is fit for sale, what is damaged.

/** POST /admin/returns/{id}/receive: the parcel is here; begins booking what it holds. */
export async function beginReceive(returnId: string, input: HttpTypes.AdminInitiateReceiveReturn = {}): Promise<HttpTypes.AdminReturn> {
  return (await r.initiateReceive(returnId, input)).return
}

/** POST /admin/returns/{id}/receive-items: items received in good order (back into stock). */
export const receiveItems = (returnId: string, items: ReceivedItem[]) => priced<ReturnStep>(r.receiveItems(returnId, { items }))

/** POST /admin/returns/{id}/receive-items/{actionId} */
export const updateReceivedItem = (returnId: string, actionId: string, input: { quantity?: number; internal_note?: string }) =>
  priced<ReturnStep>(r.updateReceiveItem(returnId, actionId, input))

/** DELETE /admin/returns/{id}/receive-items/{actionId} */
export const removeReceivedItem = (returnId: string, actionId: string) => priced<ReturnStep>(r.removeReceiveItem(returnId, actionId))

/** POST /admin/returns/{id}/dismiss-items: items that came back damaged (not back into stock). */
export const dismissItems = (returnId: string, items: ReceivedItem[]) => priced<ReturnStep>(r.dismissItems(returnId, { items }))

/** POST /admin/returns/{id}/dismiss-items/{actionId} */
export const updateDismissedItem = (returnId: string, actionId: string, input: { quantity?: number; internal_note?: string }) =>
  priced<ReturnStep>(r.updateDismissItem(returnId, actionId, input))

/**
 * Drops a dismissed line. Medusa 2.21's DELETE /admin/returns/{id}/dismiss-items/{actionId} runs the workflow of a
 * requested line (removeItemReturnActionWorkflow), which throws for any action but RETURN_ITEM ("Action … is not
 * requesting item return"): every dismissed line (RECEIVE_DAMAGED_RETURN_ITEM) answers 500 "An unknown error
 * occurred.". The receive-items route (removeItemReceiveReturnActionWorkflow) removes received and dismissed lines
 * alike, so this goes there. returns.int.test.ts shows Medusa's behaviour: when that test fails, use the route.
 */
export const removeDismissedItem = (returnId: string, actionId: string) => priced<ReturnStep>(r.removeReceiveItem(returnId, actionId))

/** POST /admin/returns/{id}/receive/confirm: books the receipt; the preview says what to refund. */
export const confirmReceive = (returnId: string, input: { no_notification?: boolean } = {}) => priced<ReturnStep>(r.confirmReceive(returnId, input))

/** DELETE /admin/returns/{id}/receive: abandons the receipt; the return waits for its parcel again. */
export async function cancelReceive(returnId: string): Promise<void> {
  await r.cancelReceive(returnId)
}

/**
 * POST /admin/returns/{id}/cancel: cancels a requested return as a whole (Medusa answers without the return). A
 * return with a return shipping method has a parcel, which Medusa wants cancelled first; one on its way cannot be.
 */
export async function cancelReturn(returnId: string): Promise<void> {
  await cancelReturnParcels(returnId)
  await r.cancel(returnId)
}

/** GET /admin/returns/{id} */
export async function retrieveReturn(returnId: string): Promise<HttpTypes.AdminReturn> {
  return (await r.retrieve(returnId, { fields: '*items,*items.item,*shipping_methods' })).return
}

// What the return screens read around a return.

/** The order as a return needs it: each line's quantities so far, the fulfilments' stock location, the money. */
const ORDER_FOR_RETURN = 'id,display_id,currency_code,*items,*items.detail,shipping_address.country_code,*fulfillments,*summary'

/** GET /admin/orders/{id} with what a return is made from. */
export async function retrieveOrderForReturn(orderId: string): Promise<HttpTypes.AdminOrder> {
  return (await sdk.admin.order.retrieve(orderId, { fields: ORDER_FOR_RETURN })).order
}

/** GET /admin/returns?order_id=…: the order's returns, newest first, with their lines and the pieces' titles. */
export async function listOrderReturns(orderId: string, signal?: AbortSignal): Promise<HttpTypes.AdminReturn[]> {
  const { returns } = await sdk.client.fetch<HttpTypes.AdminReturnsResponse>('/admin/returns', {
    query: { order_id: orderId, fields: `id,status,created_at,requested_at,received_at,canceled_at,display_id,refund_amount,*items,*items.item,${PARCEL_FIELDS}`, order: '-created_at', limit: 50 },
    signal,
  })
  return returns
}

/** A return option: how a parcel comes back, at which price in which currency. */
export type ReturnOption = { id: string; name: string; prices: { amount: number; currency_code: string }[] }

/**
 * GET /admin/shipping-options: the return options (rule `is_return` true) of the shipping zone that holds the
 * given country, as Medusa's return-shipping route only takes an option of the order's zone.
 */
export async function listReturnOptions(countryCode: string | null | undefined): Promise<ReturnOption[]> {
  const { shipping_options } = await sdk.admin.shippingOption.list({ fields: 'id,name,*prices,*rules,*service_zone.geo_zones', limit: 100 })
  return shipping_options
    .filter((option) => option.rules?.some((rule) => rule.attribute === 'is_return' && rule.value === 'true'))
    .filter((option) => !countryCode || option.service_zone?.geo_zones?.some((zone) => zone.country_code === countryCode))
    .map((option) => ({ id: option.id, name: option.name, prices: (option.prices ?? []).map((price) => ({ amount: Number(price.amount), currency_code: price.currency_code ?? '' })) }))
}
