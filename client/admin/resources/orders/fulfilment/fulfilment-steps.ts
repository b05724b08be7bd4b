import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { type ActionSpec, actionOf, formOf } from '../../../engine/resource'
import { cancelFulfillment, createShipment, markAsDelivered } from '../calls/fulfilments'
import { CARRIERS, trackingOf } from './tracking-links'

/** A fulfilment as the order's detail lists it (`*fulfillments.items`, which Medusa's type leaves out). */
export type ListedFulfilment = NonNullable<AdminOrder['fulfillments']>[number] & {
  items?: { id: string; line_item_id?: string | null; quantity: number; title?: string }[]
}

const itemsOf = (fulfilment: ListedFulfilment) =>
  (fulfilment.items ?? []).filter((item) => item.line_item_id).map((item) => ({ id: item.line_item_id!, quantity: Number(item.quantity) }))

/** The tracking numbers of a parcel and its carrier (whose parcel page each number links to). */
export const trackingForm = formOf<AdminOrder[]>()({
  schema: z.object({ tracking: z.array(z.string().trim().max(100)).min(1), carrier: z.enum(CARRIERS) }),
  fields: [
    { name: 'tracking', label: 'fulfil.trackingNumbers', kind: 'strings', hint: 'fulfil.trackingHint' },
    { name: 'carrier', label: 'fulfil.carrier', options: CARRIERS.map((carrier) => ({ value: carrier, label: `fulfil.carriers.${carrier}` as const })) },
  ],
  values: () => ({ tracking: [], carrier: 'dhl' as const }),
  toBody: (values) => values,
})

/**
 * What can happen to one fulfilment next: hand it to the carrier with its tracking numbers, mark it delivered, or
 * unpack it while it has not left. Medusa's events then mail the customer (the shipping notice with the invoice, the
 * delivery) and issue the invoice.
 */
export function fulfilmentSteps(fulfilment: ListedFulfilment): ActionSpec<AdminOrder>[] {
  const open = !fulfilment.canceled_at
  const ship = actionOf<AdminOrder>()({
    id: `ship-${fulfilment.id}`,
    label: 'fulfil.ship',
    icon: 'i-ph-truck',
    form: trackingForm,
    when: () => open && !fulfilment.shipped_at,
    run: ([order], values) => createShipment(order.id, fulfilment.id, { items: itemsOf(fulfilment), tracking: trackingOf(values.tracking, values.carrier) }),
    done: 'fulfil.shipped',
  })
  const deliver = actionOf<AdminOrder>()({
    id: `deliver-${fulfilment.id}`,
    label: 'fulfil.deliver',
    icon: 'i-ph-house-line',
    confirm: { title: 'fulfil.deliverTitle', text: 'fulfil.deliverText', action: 'fulfil.deliver' },
    when: () => open && !!fulfilment.shipped_at && !fulfilment.delivered_at,
    run: ([order]) => markAsDelivered(order.id, fulfilment.id),
    done: 'fulfil.delivered',
  })
  const cancel = actionOf<AdminOrder>()({
    id: `cancel-${fulfilment.id}`,
    label: 'fulfil.cancel',
    icon: 'i-ph-x-circle',
    tone: 'danger',
    confirm: { title: 'fulfil.cancelTitle', text: 'fulfil.cancelText', action: 'fulfil.cancel' },
    when: () => open && !fulfilment.shipped_at,
    run: ([order]) => cancelFulfillment(order.id, fulfilment.id),
    done: 'fulfil.canceled',
  })
  return [ship, deliver, cancel]
}
