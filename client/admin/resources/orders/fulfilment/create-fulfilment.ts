import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { actionOf, formOf } from '../../../engine/resource'
import { money } from '../../../ui/format'
import { querySelect } from '../actions/query-select'
import { createFulfillment, listShippingOptions, listStockLocations } from '../calls/fulfilments'
import { unpaidTransferOf } from '../payment/money-owed'
import { openLines } from './open-quantities'

const line = z
  .object({ id: z.string(), title: z.string(), ordered: z.number(), open: z.number(), quantity: z.number().int().min(0) })
  .superRefine((value, context) => {
    // no more than is still unpacked: Medusa would refuse it, and staff see the limit at the line
    if (value.quantity > value.open)
      context.addIssue({ code: 'too_big', origin: 'number', maximum: value.open, inclusive: true, input: value.quantity, path: ['quantity'] })
  })

const schema = z.object({
  location_id: z.string().min(1),
  shipping_option_id: z.string(),
  items: z.array(line).superRefine((lines, context) => {
    if (!lines.some((value) => value.quantity > 0))
      context.addIssue({ code: 'too_small', origin: 'number', minimum: 1, inclusive: true, input: 0, path: [0, 'quantity'] })
  }),
})

export const StockLocationField = querySelect({
  key: ['stock-locations', 'choices'],
  load: async () => (await listStockLocations()).map((location) => ({ value: location.id, text: location.name })),
  first: true,
})
const ShippingOptionField = querySelect({
  key: ['shipping-options', 'choices'],
  load: async (locale) =>
    (await listShippingOptions(locale)).map((option) => ({ value: option.id, text: option.zone ? `${option.name} · ${option.zone}` : option.name })),
  optional: true,
})

/**
 * Packs items of the order at a stock location: every line still unpacked, prefilled with all its open pieces (staff
 * lower a quantity to ship in parts), and the shipping option the customer chose unless staff pick another.
 */
export const createFulfilment = actionOf<AdminOrder>()({
  id: 'fulfil',
  label: 'fulfil.create',
  icon: 'i-ph-package',
  form: formOf<AdminOrder[]>()({
    schema,
    fields: [
      { name: 'location_id', label: 'fulfil.location', component: StockLocationField },
      { name: 'shipping_option_id', label: 'fulfil.shippingOption', component: ShippingOptionField },
      {
        name: 'items',
        label: 'fulfil.items',
        lines: { text: (value) => `${value.title} (${value.open}/${value.ordered})`, fields: [{ name: 'quantity', label: 'fulfil.quantity' }] },
      },
    ],
    values: (rows) => ({
      location_id: '',
      shipping_option_id: rows?.[0]?.shipping_methods?.[0]?.shipping_option_id ?? '',
      items: rows?.[0] ? openLines(rows[0]) : [],
    }),
    toBody: (values) => values,
  }),
  // the transfer is what a prepayment order ships against: before it arrived, staff say so first
  ask: ([order], { t, locale }) => {
    const open = unpaidTransferOf(order)
    if (!open) return null
    const text = t('fulfil.unpaidText', { id: order.display_id ?? order.id, amount: money(open, order.currency_code, locale) })
    return { title: 'fulfil.unpaidTitle', text, action: 'fulfil.unpaidAction' }
  },
  when: (order) => order.status !== 'canceled' && openLines(order).length > 0,
  run: ([order], values) =>
    createFulfillment(order.id, {
      location_id: values.location_id,
      shipping_option_id: values.shipping_option_id || undefined,
      items: values.items.filter((value) => value.quantity > 0).map((value) => ({ id: value.id, quantity: value.quantity })),
    }),
  done: 'fulfil.created',
})
