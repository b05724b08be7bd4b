import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { formOf, type RenderContext } from '../../../engine/resource'
import { exchanges } from '../calls/change-kinds'
import { type SwapChange, swapChange } from '../claims/swap-change'
import {
  heldStep,
  orderLineLabel,
  outboundFields,
  outboundShape,
  outboundValues,
  returnShippingFields,
  returnShippingShape,
  returnShippingValues,
} from '../claims/swap-form'
import { runSwap, swapPlan } from '../claims/swap-request'
import { reasonLabel } from '../reason-label'

const backLine = z.object({
  item_id: z.string(),
  label: z.string(),
  quantity: z.number().int().min(0).max(99),
  reason_id: z.string(),
  note: z.string().trim().max(500),
})

const exchangeShape = z.object({ items: z.array(backLine), ...returnShippingShape, ...outboundShape })

/**
 * An exchange (Medusa: `POST /admin/exchanges` … `/request`): a ring comes back, the same ring in another size goes
 * out. The other variants of the ordered products are offered first; a price agreed with the customer replaces the
 * catalogue's. The preview shows the price difference — to pay or to refund — before "Confirm".
 */
export function exchangeFlow(order: AdminOrder, resume?: string) {
  const ordered = new Set((order.items ?? []).map((item) => item.variant_id))
  return defineFlow({
    title: 'claims.exchangeTitle',
    choose: ({ choices, held }: SwapChange, context: RenderContext) => {
      const schema = exchangeShape.refine(
        (values) => values.items.some((line) => line.quantity > 0) || values.outbound.some((line) => line.quantity > 0) || values.more.length > 0,
        {
          message: context.t('claims.nothingExchanged'),
          path: ['items', 0, 'quantity'],
        },
      )
      return formOf<SwapChange>()({
        schema,
        fields: [
          {
            name: 'items',
            label: 'claims.inbound',
            lines: {
              text: (line) => String(line.label),
              fields: [
                { name: 'quantity', label: 'claims.quantity' },
                {
                  name: 'reason_id',
                  label: 'claims.returnReason',
                  kind: 'select',
                  choices: [{ value: '', text: '–' }, ...choices.reasons.map((reason) => ({ value: reason.id, text: reasonLabel(reason, context.locale) }))],
                },
                { name: 'note', label: 'claims.note' },
              ],
            },
          },
          ...returnShippingFields(choices, context),
          ...outboundFields(choices, context),
        ],
        values: () => ({
          items: (order.items ?? []).map((item) => {
            const back = heldStep(held, 'RETURN_ITEM', (step) => step.lineId === item.id)
            return {
              item_id: item.id,
              label: orderLineLabel(item),
              quantity: back?.quantity ?? 0,
              reason_id: back ? (back.reason ?? '') : (choices.reasons.find((reason) => reason.value === 'wrong_size')?.id ?? ''),
              note: back?.note ?? '',
            }
          }),
          ...returnShippingValues(choices, held),
          // another size of the same piece first
          ...outboundValues(choices, (variant) => !ordered.has(variant.variant_id), context, order.currency_code, held),
        }),
        toBody: (values) => values,
      })
    },
    ...swapChange(
      order,
      exchanges,
      resume ? { resume } : { begin: () => exchanges.begin({ order_id: order.id }) },
      async (change, values: z.output<typeof exchangeShape>, held) => {
        const inbound = values.items
          .filter((line) => line.quantity > 0)
          .map((line) => ({
            id: line.item_id,
            quantity: line.quantity,
            ...(line.reason_id ? { reason_id: line.reason_id } : {}),
            ...(line.note ? { internal_note: line.note } : {}),
          }))
        return runSwap(exchanges, change.id, swapPlan(inbound, values), held)
      },
    ),
    done: 'claims.exchangeConfirmed',
  })
}
