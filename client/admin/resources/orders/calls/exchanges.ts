import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import { priced as pricedBy, type WithMoney } from './preview-money'
import { swapMoney } from './swap-money'
import { type InboundItem, type ShippingChoice } from './claims'
import { cancelReturnParcels } from './return-parcels'
import type { AddedItem } from './order-edits'

type ExchangeStep = WithMoney<HttpTypes.AdminExchangePreviewResponse>
type ExchangeReturnStep = WithMoney<HttpTypes.AdminExchangeReturnResponse>

const x = sdk.admin.exchange
// every step's money counts the credit of the pieces coming back, which Medusa's preview leaves out
const priced = <T extends { order_preview: HttpTypes.AdminOrderPreview }>(call: Promise<unknown>) => pricedBy<T>(call, swapMoney)

/** POST /admin/exchanges: begins an exchange (a ring back, the same ring in another size out). */
export async function beginExchange(input: { order_id: string; description?: string; internal_note?: string }): Promise<HttpTypes.AdminExchange> {
  return (await x.create(input)).exchange
}

/** POST /admin/exchanges/{id}/inbound/items: what comes back, with its return reason. */
export const addExchangeInboundItems = (exchangeId: string, items: InboundItem[]) => priced<ExchangeReturnStep>(x.addInboundItems(exchangeId, { items }))
/** POST /admin/exchanges/{id}/inbound/items/{actionId} */
export const updateExchangeInboundItem = (exchangeId: string, actionId: string, input: { quantity?: number; reason_id?: string | null; internal_note?: string | null }) =>
  priced<ExchangeReturnStep>(x.updateInboundItem(exchangeId, actionId, input))
/** DELETE /admin/exchanges/{id}/inbound/items/{actionId} */
export const removeExchangeInboundItem = (exchangeId: string, actionId: string) => priced<ExchangeReturnStep>(x.removeInboundItem(exchangeId, actionId))

/** POST /admin/exchanges/{id}/inbound/shipping-method */
export const addExchangeInboundShipping = (exchangeId: string, input: ShippingChoice) => priced<ExchangeReturnStep>(x.addInboundShipping(exchangeId, input))
/** POST /admin/exchanges/{id}/inbound/shipping-method/{actionId} */
export const updateExchangeInboundShipping = (exchangeId: string, actionId: string, input: { custom_amount?: number | null; internal_note?: string }) =>
  priced<ExchangeReturnStep>(x.updateInboundShipping(exchangeId, actionId, input))
/** DELETE /admin/exchanges/{id}/inbound/shipping-method/{actionId} */
export const deleteExchangeInboundShipping = (exchangeId: string, actionId: string) => priced<ExchangeReturnStep>(x.deleteInboundShipping(exchangeId, actionId))

/** POST /admin/exchanges/{id}/outbound/items: what goes out instead; its price against the returned piece's is the difference. */
export const addExchangeOutboundItems = (exchangeId: string, items: AddedItem[]) => priced<ExchangeStep>(x.addOutboundItems(exchangeId, { items }))
/** POST /admin/exchanges/{id}/outbound/items/{actionId} */
export const updateExchangeOutboundItem = (exchangeId: string, actionId: string, input: { quantity?: number; internal_note?: string | null }) =>
  priced<ExchangeStep>(x.updateOutboundItem(exchangeId, actionId, input))
/** DELETE /admin/exchanges/{id}/outbound/items/{actionId} */
export const removeExchangeOutboundItem = (exchangeId: string, actionId: string) => priced<ExchangeStep>(x.removeOutboundItem(exchangeId, actionId))

/** POST /admin/exchanges/{id}/outbound/shipping-method */
export const addExchangeOutboundShipping = (exchangeId: string, input: ShippingChoice) => priced<ExchangeStep>(x.addOutboundShipping(exchangeId, input))
/** POST /admin/exchanges/{id}/outbound/shipping-method/{actionId} */
export const updateExchangeOutboundShipping = (exchangeId: string, actionId: string, input: { custom_amount?: number | null; internal_note?: string }) =>
  priced<ExchangeStep>(x.updateOutboundShipping(exchangeId, actionId, input))
/** DELETE /admin/exchanges/{id}/outbound/shipping-method/{actionId} */
export const deleteExchangeOutboundShipping = (exchangeId: string, actionId: string) => priced<ExchangeStep>(x.deleteOutboundShipping(exchangeId, actionId))

/** POST /admin/exchanges/{id}/request: confirms the exchange; the preview says what the customer pays or gets back. */
export const confirmExchange = (exchangeId: string, input: { no_notification?: boolean } = {}) =>
  priced<WithMoney<HttpTypes.AdminExchangeRequestResponse>>(x.request(exchangeId, input))

/** DELETE /admin/exchanges/{id}/request: abandons the exchange before it was confirmed; the order is as before. */
export async function cancelExchangeRequest(exchangeId: string): Promise<void> {
  await x.cancelRequest(exchangeId)
}

/** POST /admin/exchanges/{id}/cancel: cancels a confirmed exchange whose pieces have not gone out or come back (its return parcel first). */
export async function cancelExchange(exchangeId: string): Promise<HttpTypes.AdminExchange> {
  const { exchange } = await x.retrieve(exchangeId, { fields: 'id,return_id' })
  if (exchange.return_id) await cancelReturnParcels(exchange.return_id)
  return (await x.cancel(exchangeId)).exchange
}

/** GET /admin/exchanges/{id} */
export async function retrieveExchange(exchangeId: string): Promise<HttpTypes.AdminExchange> {
  return (await x.retrieve(exchangeId, { fields: '*additional_items,*return,*return.items' })).exchange
}
