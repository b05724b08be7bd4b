import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { formOf, type RenderContext } from '../../../engine/resource'
import { claims } from '../calls/change-kinds'
import { type SwapChange, swapChange } from './swap-change'
import { orderLineLabel, outboundFields, outboundShape, outboundValues, returnShippingFields, returnShippingShape, returnShippingValues } from './swap-form'
import { runSwap, swapPlan } from './swap-request'

export type ClaimType = 'replace' | 'refund'

const REASONS = ['production_failure', 'wrong_item', 'missing_item', 'other'] as const
const claimLine = z.object({
  item_id: z.string(),
  label: z.string(),
  quantity: z.number().int().min(0).max(99),
  reason: z.enum(REASONS),
  note: z.string().trim().max(500),
  back: z.boolean(),
})

const claimShape = z.object({ items: z.array(claimLine), ...returnShippingShape, ...outboundShape })

/**
 * A claim on damaged or wrong goods (Medusa: `POST /admin/claims` … `/request`): the claimed lines with a reason and
 * a note, whether each comes back (inbound, with return shipping), and — for a replacement — the pieces sent out
 * (the same variant offered first, or any of the catalogue) with their shipping. The preview shows what the
 * customer pays or gets back; nothing changes on the order before "Confirm".
 */
export function claimFlow(order: AdminOrder, type: ClaimType) {
  const replace = type === 'replace'
  return defineFlow({
    title: replace ? 'claims.replaceTitle' : 'claims.refundTitle',
    choose: ({ choices }: SwapChange, context: RenderContext) => {
      const schema = claimShape.refine((values) => values.items.some((line) => line.quantity > 0), {
        message: context.t('claims.nothingClaimed'),
        path: ['items', 0, 'quantity'],
      })
      return formOf<SwapChange>()({
        schema,
        fields: [
          {
            name: 'items',
            label: 'claims.claimedItems',
            lines: {
              text: (line) => String(line.label),
              fields: [
                { name: 'quantity', label: 'claims.quantity' },
                { name: 'reason', label: 'claims.reason', options: REASONS.map((value) => ({ value, label: `claims.reasons.${value}` as const })) },
                { name: 'note', label: 'claims.note' },
                { name: 'back', label: 'claims.comesBack' },
              ],
            },
          },
          ...returnShippingFields(choices, context),
          ...(replace ? outboundFields(choices, context) : []),
        ],
        values: () => ({
          items: (order.items ?? []).map((item) => ({
            item_id: item.id,
            label: orderLineLabel(item),
            quantity: 0,
            reason: 'production_failure' as const,
            note: '',
            back: true,
          })),
          ...returnShippingValues(choices),
          // a refund sends nothing out: the outbound part stays empty and hidden
          ...(replace
            ? outboundValues(choices, (variant) => variant.ordered, context, order.currency_code)
            : { outbound: [], more: [], shipping_option: '', shipping_amount: 0 }),
        }),
        toBody: (values) => values,
      })
    },
    // Medusa 2.21 keeps a claimed line's note from `internal_note` only (its `description` is not stored)
    ...swapChange(
      order,
      claims,
      () => claims.begin({ order_id: order.id, type }),
      async (change, values: z.output<typeof claimShape>) => {
        const claimed = values.items.filter((line) => line.quantity > 0)
        const money = (
          await claims.claimItems.add(change.id, {
            items: claimed.map((line) => ({
              id: line.item_id,
              quantity: line.quantity,
              reason: line.reason,
              ...(line.note ? { internal_note: line.note } : {}),
            })),
          })
        ).money
        const inbound = claimed
          .filter((line) => line.back)
          .map((line) => ({ id: line.item_id, quantity: line.quantity, ...(line.note ? { internal_note: line.note } : {}) }))
        return (await runSwap(claims, change.id, swapPlan(inbound, values))) ?? money
      },
    ),
    done: 'claims.confirmed',
  })
}
