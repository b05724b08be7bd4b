import type { HttpTypes } from '@medusajs/types'
import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { pendingChange } from '../../../engine/flow/pending-change'
import { formOf } from '../../../engine/resource'
import { returns } from '../calls/change-kinds'
import { dropSteps } from '../calls/order-changes'
import { type PreviewWithActions, pendingActions } from '../calls/pending-actions'
import { retrieveOrderForReturn } from '../calls/returns'
import { ReturnReasonSelect, returnOptionSelect } from './choice-fields'
import { type RequestLine, type ReturnMoney, requestLines, returnMoney } from './return-lines'
import { requestLinesSchema } from './return-schemas'

/** A return being requested: Medusa's return, the order's returnable lines, and the money once requested. */
type Requested = { id: string; lines: RequestLine[]; money: ReturnMoney | null }

const requestSchema = z.object({ lines: requestLinesSchema, shipping_option_id: z.string(), shipping_amount: z.number().min(0).nullable() })

/**
 * "Create return": begin (POST /admin/returns, from the location that shipped the order) → the pieces with quantity,
 * reason and note, and the return shipping → the money (what the customer gets back, shipping deducted) →
 * confirm (POST …/request), or cancel (DELETE …/request: the order is as before).
 */
export const requestReturnFlow = (order: HttpTypes.AdminOrder) =>
  defineFlow({
    title: 'returns.create',
    choose: formOf<Requested>()({
      schema: requestSchema,
      fields: [
        {
          name: 'lines',
          label: 'returns.items',
          lines: {
            text: (line) => `${line.title} (${line.returnable})`,
            fields: [
              { name: 'quantity', label: 'returns.quantity' },
              { name: 'reason_id', label: 'returns.reason', component: ReturnReasonSelect },
              { name: 'note', label: 'returns.note', wide: true },
            ],
          },
        },
        { name: 'shipping_option_id', label: 'returns.shipping', component: returnOptionSelect(order.shipping_address?.country_code, order.currency_code) },
        { name: 'shipping_amount', label: 'returns.shippingAmount', hint: 'returns.shippingAmountHint' },
      ],
      values: (change) => ({ lines: change!.lines, shipping_option_id: '', shipping_amount: null }),
      toBody: (values) => values,
    }),
    ...pendingChange({
      begin: async (): Promise<Requested> => {
        const current = await retrieveOrderForReturn(order.id)
        const location = current.fulfillments?.find((fulfillment) => !fulfillment.canceled_at)?.location_id
        const started = await returns.begin({ order_id: order.id, ...(location ? { location_id: location } : {}) })
        return { id: started.id, lines: requestLines(current), money: null }
      },
      fill: async (change, values: z.output<typeof requestSchema>) => {
        const chosen = values.lines.filter((line) => line.quantity > 0)
        const items = chosen.map((line) => ({
          id: line.item_id,
          quantity: line.quantity,
          ...(line.reason_id ? { reason_id: line.reason_id } : {}),
          ...(line.note ? { internal_note: line.note } : {}),
        }))
        let answer = await returns.items.add(change.id, { items })
        if (values.shipping_option_id)
          answer = await returns.shipping.add(change.id, {
            shipping_option_id: values.shipping_option_id,
            ...(values.shipping_amount === null ? {} : { custom_amount: values.shipping_amount }),
          })
        const shipping = pendingActions(answer.order_preview as PreviewWithActions, 'SHIPPING_ADD').reduce((sum, step) => sum + (step.amount ?? 0), 0)
        return { ...change, lines: values.lines, money: returnMoney(chosen, shipping) }
      },
      // a request that failed half-way left steps in the return: they go before the choice is put in again
      again: (change) => dropSteps(order.id, change.id, { RETURN_ITEM: returns.items.remove, SHIPPING_ADD: returns.shipping.remove }),
      cancel: (change) => returns.drop(change.id),
    }),
    preview: async (change) => change.money!,
    amounts: (money) => [
      { label: 'returns.itemsValue', amount: money.itemsValue, currency: order.currency_code },
      { label: 'returns.shippingDeducted', amount: -money.shipping, currency: order.currency_code },
      { label: 'returns.refundDue', amount: money.refund, currency: order.currency_code, emphasis: true },
    ],
    confirm: (change) => returns.request(change.id),
    done: 'returns.requested',
    invalidates: ['orders'],
  })
