import { sdk } from '../../../api/sdk'

/**
 * The parcel a return comes back in. Medusa gives a return with a return shipping method a fulfilment of its own
 * when the return (or the claim or exchange it belongs to) is requested: from the customer to the stock location,
 * with the return option. It is no order fulfilment, so only Medusa's generic fulfilment routes reach it.
 */
export type ReturnParcel = {
  id: string
  shipped_at?: string | null
  canceled_at?: string | null
  labels?: { tracking_number: string; tracking_url?: string | null }[] | null
}

/** What a listed return says of its parcels (`fulfillments` is the return's link to them). */
export const PARCEL_FIELDS = 'fulfillments.id,fulfillments.shipped_at,fulfillments.canceled_at,*fulfillments.labels'

/** The parcels of a return that still count (a cancelled one does not). */
export const parcelsOf = (ret: object) => ((ret as { fulfillments?: ReturnParcel[] | null }).fulfillments ?? []).filter((parcel) => !parcel.canceled_at)

/**
 * POST /admin/fulfillments/{id}/shipment: the return parcel is on its way, with the tracking numbers of the return
 * label the shop gave the customer (an insured label, so the piece is covered on the way back). Medusa's generic
 * route sends no mail: it is the customer who ships.
 */
export async function shipReturnParcel(parcelId: string, tracking: { tracking_number: string; tracking_url?: string }[]): Promise<void> {
  await sdk.admin.fulfillment.createShipment(parcelId, {
    labels: tracking.map((label) => ({ tracking_number: label.tracking_number, tracking_url: label.tracking_url ?? '', label_url: '' })),
  })
}

/**
 * POST /admin/fulfillments/{id}/cancel for each open parcel of a return, claim or exchange: Medusa refuses to
 * cancel any of them while its parcel is open; a parcel already on its way cannot be cancelled, and Medusa says so.
 */
export async function cancelReturnParcels(returnId: string): Promise<void> {
  const { return: found } = await sdk.admin.return.retrieve(returnId, { fields: 'id,fulfillments.id,fulfillments.canceled_at' })
  for (const parcel of parcelsOf(found)) await sdk.admin.fulfillment.cancel(parcel.id)
}
