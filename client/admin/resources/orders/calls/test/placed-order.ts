import type { HttpTypes } from '@medusajs/types'
import { placeOrder } from '../../../../../../e2e/customer-fixture'
import { shopLocation } from '../../../../../../e2e/shop-location'
import { sdk } from '../../../../api/sdk'
import { createFulfillment, createShipment, markAsDelivered } from '../fulfilments'
import { capturePayment } from '../payments'
import { ORDER_FIELDS } from './order-fields'

// the field list lives apart so journeys can read orders without the back office's client
export { ORDER_FIELDS } from './order-fields'

export const readOrder = async (orderId: string) => (await sdk.admin.order.retrieve(orderId, { fields: ORDER_FIELDS })).order

/**
 * Seeded records no test changes, looked up once per test process (a rejected look-up is asked again): each order
 * of the after-sales tests needs them, and asking again at every step only added calls to Medusa.
 */
function seeded<T>(lookUp: () => Promise<T>): () => Promise<T> {
  let found: Promise<T> | undefined
  return () =>
    (found ??= lookUp().catch((error) => {
      found = undefined
      throw error
    }))
}

/** The shop's stock location, which the test orders ship from (other files add and delete locations of their own meanwhile). */
export const stockLocationId = seeded(async (): Promise<string> => (await shopLocation(sdk)).id)

export const paymentsOf = (order: HttpTypes.AdminOrder) => (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])

/** A bank-transfer order as the shop takes it: the payment authorized, the money not yet arrived. */
export async function placeUnpaidOrder(quantity = 1): Promise<HttpTypes.AdminOrder> {
  const placed = await placeOrder(null, { quantity, email: `it-after-sales-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com` })
  return readOrder(placed.id)
}

/**
 * A real order as a customer places it in the shop (store API through the worker, bank transfer, `quantity` of the
 * test product that keeps no stock), with the money booked as arrived: captured in full. `shipped` also fulfils,
 * ships and delivers every item, as returns, claims and exchanges need.
 */
export async function placePaidOrder({ quantity = 2, shipped = false }: { quantity?: number; shipped?: boolean } = {}): Promise<HttpTypes.AdminOrder> {
  const placed = await placeUnpaidOrder(quantity)
  for (const payment of paymentsOf(placed)) await capturePayment(payment.id)
  if (shipped) {
    // the capture changes no line: the order as read before it names them
    const items = placed.items!.map((item) => ({ id: item.id, quantity: item.quantity }))
    const fulfilled = await createFulfillment(placed.id, { location_id: await stockLocationId(), items })
    const fulfillment = fulfilled.fulfillments!.at(-1)!
    await createShipment(placed.id, fulfillment.id, { items, tracking: [{ tracking_number: 'JJD000390007123' }] })
    await markAsDelivered(placed.id, fulfillment.id)
  }
  return readOrder(placed.id)
}

/** The seeded return option of the German zone ("Versicherte Rücksendung"), which the test orders ship in. */
export const returnShippingOptionId = seeded(async (): Promise<string> => {
  const { shipping_options } = await sdk.admin.shippingOption.list({ q: 'Rücksendung', fields: 'id,name,*service_zone,*rules', limit: 50 })
  const option = shipping_options.find(
    (candidate) => candidate.service_zone?.name === 'Deutschland' && candidate.rules?.some((rule) => rule.attribute === 'is_return' && rule.value === 'true'),
  )
  if (!option) throw new Error('the seed made no return option for Germany')
  return option.id
})

/** A seeded reason by its key (return reasons by `value`, refund reasons by `code`). */
const reasons = new Map<string, () => Promise<string>>()
export function returnReasonId(value: string): Promise<string> {
  if (!reasons.has(value))
    reasons.set(
      value,
      seeded(async () => {
        const { return_reasons } = await sdk.admin.returnReason.list({ value, fields: 'id,value' })
        if (!return_reasons[0]) throw new Error(`no return reason ${value}`)
        return return_reasons[0].id
      }),
    )
  return reasons.get(value)!()
}
