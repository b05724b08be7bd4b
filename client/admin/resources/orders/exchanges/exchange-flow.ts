import type { AdminExchange, AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { pendingChange } from '../../../engine/flow/pending-change'
import { formOf, type RenderContext } from '../../../engine/resource'
import { exchanges } from '../calls/change-kinds'
import type { PreviewMoney } from '../calls/preview-money'
import { swapChoicesOf, type SwapChoices } from '../claims/swap-choices'
import { orderLineLabel, outboundFields, outboundShape, outboundValues, returnShippingFields, returnShippingShape, returnShippingValues } from '../claims/swap-form'
import { runSwap, swapPlan } from '../claims/swap-request'
import { swapAmounts } from '../claims/swap-amounts'
import { reasonLabel } from '../reason-label'

type ExchangeChange = { exchange: AdminExchange; order: AdminOrder; choices: SwapChoices; money: PreviewMoney | null }

const backLine = z.object({ item_id: z.string(), label: z.string(), quantity: z.number().int().min(0).max(99), reason_id: z.string(), note: z.string().trim().max(500) })

const exchangeShape = z.object({ items: z.array(backLine), ...returnShippingShape, ...outboundShape })

/**
 * An exchange (Medusa: `POST /admin/exchanges` … `/request`): a ring comes back, the same ring in another size goes
 * out. The other variants of the ordered products are offered first; a price agreed with the customer replaces the
 * catalogue's. The preview shows the price difference — to pay or to refund — before "Confirm".
 */
export function exchangeFlow(order: AdminOrder) {
  const ordered = new Set((order.items ?? []).map((item) => item.variant_id))
  return defineFlow({
    title: 'claims.exchangeTitle',
    choose: ({ choices }: ExchangeChange, context: RenderContext) => {
      const schema = exchangeShape.refine((values) => values.items.some((line) => line.quantity > 0) || values.outbound.some((line) => line.quantity > 0) || values.more.length > 0, {
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
    ...pendingChange({
      begin: async (): Promise<ExchangeChange> => {
        const choices = await swapChoicesOf(order)
        return { exchange: await exchanges.begin({ order_id: order.id }), order, choices, money: null }
      },
      fill: async (change, values: z.output<typeof exchangeShape>) => {
        const inbound = values.items
          .filter((line) => line.quantity > 0)
          .map((line) => ({ id: line.item_id, quantity: line.quantity, ...(line.reason_id ? { reason_id: line.reason_id } : {}), ...(line.note ? { internal_note: line.note } : {}) }))
        return { ...change, money: await runSwap(exchanges, change.exchange.id, swapPlan(inbound, values)) }
      },
      // as for a claim, a request that failed half-way is put into an exchange begun anew
      again: async (change) => {
        await exchanges.drop(change.exchange.id)
        return { exchange: await exchanges.begin({ order_id: order.id }) }
      },
      cancel: (change) => exchanges.drop(change.exchange.id),
    }),
    preview: async (change) => ({ money: change.money!, currency: change.order.currency_code }),
    amounts: swapAmounts,
    confirm: (change) => exchanges.request(change.exchange.id),
    done: 'claims.exchangeConfirmed',
    invalidates: ['orders'],
  })
}
