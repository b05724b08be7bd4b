import type { HttpTypes } from '@medusajs/types'
import type { Locale } from '../../../../../rules/languages'
import { nameIn } from '../../../../../rules/name-in-language'
import { sdk } from '../../../api/sdk'

/** One order line and how many of it. */
export type ItemQuantity = { id: string; quantity: number }

/** A parcel's tracking: the carrier's number, and the links staff paste (empty when there is none). */
export type TrackingNumber = { tracking_number: string; tracking_url?: string; label_url?: string }

// the order with what a fulfilment screen shows afterwards: its fulfilments, their items, labels and dates
const FIELDS = 'id,*items,*fulfillments,*fulfillments.items,*fulfillments.labels'

/**
 * The order as these calls answer it: lines and fulfilments. Its statuses (fulfilment, payment) are computed only by
 * GET /admin/orders/{id}, so the type leaves them out rather than let a screen read them as missing.
 */
export type FulfilledOrder = Pick<HttpTypes.AdminOrder, 'id' | 'items'> & { fulfillments?: Fulfilment[] }

/** A fulfilment with the lines it holds and its parcels' tracking, as these calls ask Medusa for them. */
export type Fulfilment = HttpTypes.AdminOrderFulfillment & {
  items: { id: string; line_item_id: string | null; quantity: number }[]
  labels: { tracking_number: string; tracking_url: string; label_url: string }[]
}

// the sdk types the order without what FIELDS asks for: the fulfilments' lines and labels
const fulfilled = (answer: { order: HttpTypes.AdminOrder }) => answer.order as FulfilledOrder

/** POST /admin/orders/{id}/fulfillments: packs the chosen items at a stock location. */
export async function createFulfillment(
  orderId: string,
  input: { location_id: string; items: ItemQuantity[]; shipping_option_id?: string; no_notification?: boolean },
): Promise<FulfilledOrder> {
  return fulfilled(await sdk.admin.order.createFulfillment(orderId, input, { fields: FIELDS }))
}

/** POST /admin/orders/{id}/fulfillments/{fid}/cancel: unpacks a fulfilment that has not been shipped. */
export async function cancelFulfillment(orderId: string, fulfillmentId: string, input: { no_notification?: boolean } = {}): Promise<void> {
  // this route takes no field list: its answer lacks the lines of the fulfilments, so the screen reads the order again
  await sdk.admin.order.cancelFulfillment(orderId, fulfillmentId, input)
}

/** POST /admin/orders/{id}/fulfillments/{fid}/shipments: hands the parcel to the carrier with its tracking numbers. */
export async function createShipment(
  orderId: string,
  fulfillmentId: string,
  input: { items: ItemQuantity[]; tracking: TrackingNumber[]; no_notification?: boolean },
): Promise<FulfilledOrder> {
  // Medusa wants both links of a label; a valuables transport often has neither
  const labels = input.tracking.map((label) => ({
    tracking_number: label.tracking_number,
    tracking_url: label.tracking_url ?? '',
    label_url: label.label_url ?? '',
  }))
  return fulfilled(
    await sdk.admin.order.createShipment(orderId, fulfillmentId, { items: input.items, labels, no_notification: input.no_notification }, { fields: FIELDS }),
  )
}

/** POST /admin/orders/{id}/fulfillments/{fid}/mark-as-delivered */
export async function markAsDelivered(orderId: string, fulfillmentId: string, input: { no_notification?: boolean } = {}): Promise<FulfilledOrder> {
  return fulfilled(await sdk.admin.order.markAsDelivered(orderId, fulfillmentId, input, { fields: FIELDS }))
}

/** GET /admin/stock-locations: where a fulfilment can be packed. */
export async function listStockLocations(): Promise<{ id: string; name: string }[]> {
  return (await sdk.admin.stockLocation.list({ fields: 'id,name', limit: 100 })).stock_locations
}

/** GET /admin/shipping-options: the ways out a fulfilment can take (return options left out), named in the staff's language, with their zone. */
export async function listShippingOptions(locale: Locale): Promise<{ id: string; name: string; zone: string }[]> {
  const { shipping_options } = await sdk.admin.shippingOption.list({ fields: 'id,name,metadata,*service_zone,*rules', limit: 100 })
  return shipping_options
    .filter((option) => !option.rules?.some((rule) => rule.attribute === 'is_return' && rule.value === 'true'))
    .map((option) => ({ id: option.id, name: nameIn(option, locale), zone: option.service_zone ? nameIn(option.service_zone, locale) : '' }))
}
