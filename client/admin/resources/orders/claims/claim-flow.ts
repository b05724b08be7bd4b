import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { refundNotComingBack } from '../../../../../rules/claim-refund'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { formOf, type RenderContext } from '../../../engine/resource'
import { claims } from '../calls/change-kinds'
import { lastAnswer, settle } from '../calls/order-changes'
import { retrieveOrderPreview } from '../calls/order-preview'
import type { PreviewMoney } from '../calls/preview-money'
import { plusOwed, swapMoney } from '../calls/swap-money'
import { type SwapChange, swapChange } from './swap-change'
import {
  heldStep,
  orderLineLabel,
  outboundFields,
  outboundShape,
  outboundValues,
  returnShippingFields,
  returnShippingShape,
  returnShippingValues,
} from './swap-form'
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
 * customer pays or gets back (a refund: every piece claimed, also one that stays with the customer) and what of a
 * refund goes back onto the gift cards that paid; nothing changes on the order before "Confirm".
 */
export function claimFlow(order: AdminOrder, type: ClaimType, resume?: string) {
  const replace = type === 'replace'
  return defineFlow({
    title: replace ? 'claims.replaceTitle' : 'claims.refundTitle',
    choose: ({ choices, held }: SwapChange, context: RenderContext) => {
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
          items: (order.items ?? []).map((item) => {
            const claimed = heldStep(held, 'WRITE_OFF_ITEM', (step) => step.lineId === item.id)
            return {
              item_id: item.id,
              label: orderLineLabel(item),
              quantity: claimed?.quantity ?? 0,
              reason: (claimed?.reason ?? 'production_failure') as (typeof REASONS)[number],
              note: claimed?.note ?? '',
              back: !claimed || !!heldStep(held, 'RETURN_ITEM', (step) => step.lineId === item.id),
            }
          }),
          ...returnShippingValues(choices, held),
          // a refund sends nothing out: the outbound part stays empty and hidden
          ...(replace
            ? outboundValues(choices, (variant) => variant.ordered, context, order.currency_code, held)
            : { outbound: [], more: [], shipping_option: '', shipping_amount: 0 }),
        }),
        toBody: (values) => values,
      })
    },
    // Medusa 2.21 keeps a claimed line's note from `internal_note` only (its `description` is not stored)
    ...swapChange(
      order,
      claims,
      resume ? { resume } : { begin: () => claims.begin({ order_id: order.id, type }) },
      async (change, values: z.output<typeof claimShape>, held) => {
        const last = lastAnswer<{ money: PreviewMoney }>()
        const claimed = values.items.filter((line) => line.quantity > 0)
        const missing = await settle(
          held,
          (step) => (step.action === 'WRITE_OFF_ITEM' ? step.lineId : null),
          claimed.map((line) => ({ key: line.item_id, line })),
          {
            update: (actionId, { line }) =>
              last.keep(claims.claimItems.update(change.id, actionId, { quantity: line.quantity, internal_note: line.note || null })),
            remove: (step) => last.keep(claims.withdraw(change.id, step)),
            // Medusa changes a claimed line's quantity and note, not its reason: another reason claims it anew
            fits: (step, { line }) => step.reason === line.reason,
          },
        )
        if (missing.length > 0)
          await last.keep(
            claims.claimItems.add(change.id, {
              items: missing.map(({ line }) => ({
                id: line.item_id,
                quantity: line.quantity,
                reason: line.reason,
                ...(line.note ? { internal_note: line.note } : {}),
              })),
            }),
          )
        const inbound = claimed
          .filter((line) => line.back)
          .map((line) => ({ id: line.item_id, quantity: line.quantity, ...(line.note ? { internal_note: line.note } : {}) }))
        const money =
          (await runSwap(claims, change.id, swapPlan(inbound, values), held)) ?? last.get()?.money ?? swapMoney((await retrieveOrderPreview(order.id)).preview)
        // a refund gives back the claimed pieces that stay with the customer too, which Medusa does not count (the
        // shop records them as owed on confirmation: rules/claim-refund.ts)
        if (replace) return money
        const unitPrice = (itemId: string) => Number(order.items?.find((item) => item.id === itemId)?.unit_price ?? 0)
        const back = inbound.map((item) => ({ item_id: item.id, quantity: item.quantity }))
        return plusOwed(money, refundNotComingBack(claimed, back, unitPrice))
      },
    ),
    done: 'claims.confirmed',
  })
}
