import type { AdminExchange, AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { formOf } from '../../../engine/resource'
import * as calls from '../calls/exchanges'
import type { PreviewMoney } from '../calls/preview-money'
import { swapChoicesOf, type SwapChoices } from '../claims/swap-choices'
import { orderLineLabel, outboundFields, outboundShape, outboundValues, returnShippingFields, returnShippingShape, returnShippingValues } from '../claims/swap-form'
import { runSwap, swapPlan, type SwapSteps } from '../claims/swap-request'
import { swapAmounts } from '../claims/swap-amounts'
import { reasonLabel } from '../reason-label'

// `requested`: as for a claim, a second attempt replaces a half-filled exchange in place (claim-flow.ts)
type ExchangeChange = { exchange: AdminExchange; order: AdminOrder; choices: SwapChoices; money: PreviewMoney | null; requested?: boolean }

const backLine = z.object({ item_id: z.string(), label: z.string(), quantity: z.number().int().min(0).max(99), reason_id: z.string(), note: z.string().trim().max(500) })

const STEPS: SwapSteps = { inbound: calls.addExchangeInboundItems, returnShipping: calls.addExchangeInboundShipping, outbound: calls.addExchangeOutboundItems, shipping: calls.addExchangeOutboundShipping }

/**
 * An exchange (Medusa: `POST /admin/exchanges` … `/request`): a ring comes back, the same ring in another size goes
 * out. The other variants of the ordered products are offered first; a price agreed with the customer replaces the
 * catalogue's. The preview shows the price difference — to pay or to refund — before "Confirm".
 */
export function exchangeFlow(order: AdminOrder) {
  const ordered = new Set((order.items ?? []).map((item) => item.variant_id))
  return defineFlow({
    title: 'claims.exchangeTitle',
    begin: async (): Promise<ExchangeChange> => {
      const choices = await swapChoicesOf(order)
      return { exchange: await calls.beginExchange({ order_id: order.id }), order, choices, money: null }
    },
    choose: ({ choices }: ExchangeChange, context) => {
      const schema = z
        .object({ items: z.array(backLine), ...returnShippingShape, ...outboundShape })
        .refine((values) => values.items.some((line) => line.quantity > 0) || values.outbound.some((line) => line.quantity > 0) || values.more.length > 0, {
          message: context.t('claims.nothingExchanged'),
          path: ['items', 0, 'quantity'],
        })
      return formOf<ExchangeChange>()({
        schema,
        fields: [
          {
            name: 'items',
            label: 'claims.inbound',
            lines: {
              text: (line) => String(line.label),
              fields: [
                { name: 'quantity', label: 'claims.quantity' },
                { name: 'reason_id', label: 'claims.returnReason', kind: 'select', choices: [{ value: '', text: '–' }, ...choices.reasons.map((reason) => ({ value: reason.id, text: reasonLabel(reason, context.locale) }))] },
                { name: 'note', label: 'claims.note' },
              ],
            },
          },
          ...returnShippingFields(choices, context),
          ...outboundFields(choices, context),
        ],
        values: () => ({
          items: (order.items ?? []).map((item) => ({ item_id: item.id, label: orderLineLabel(item), quantity: 0, reason_id: choices.reasons.find((reason) => reason.value === 'wrong_size')?.id ?? '', note: '' })),
          ...returnShippingValues(choices),
          // another size of the same piece first
          ...outboundValues(choices, (variant) => !ordered.has(variant.variant_id), context, order.currency_code),
        }),
        toBody: (values) => values,
      })
    },
    request: async (change, values) => {
      if (change.requested) {
        await calls.cancelExchangeRequest(change.exchange.id)
        change.exchange = await calls.beginExchange({ order_id: order.id })
      }
      change.requested = true
      const inbound = values.items
        .filter((line) => line.quantity > 0)
        .map((line) => ({ id: line.item_id, quantity: line.quantity, ...(line.reason_id ? { reason_id: line.reason_id } : {}), ...(line.note ? { internal_note: line.note } : {}) }))
      return { ...change, money: await runSwap(STEPS, change.exchange.id, swapPlan(inbound, values)) }
    },
    preview: async (change) => ({ money: change.money!, currency: change.order.currency_code }),
    amounts: swapAmounts,
    confirm: (change) => calls.confirmExchange(change.exchange.id),
    cancel: (change) => calls.cancelExchangeRequest(change.exchange.id),
    done: 'claims.exchangeConfirmed',
    invalidates: ['orders'],
  })
}
