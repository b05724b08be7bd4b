import type { HttpTypes } from '@medusajs/types'
import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { pendingChange } from '../../../engine/flow/pending-change'
import { formOf } from '../../../engine/resource'
import { returns } from '../calls/change-kinds'
import { dropSteps } from '../calls/order-changes'
import type { PreviewMoney } from '../calls/preview-money'
import { receiveLinesSchema } from './return-schemas'

type ReceiveLine = z.input<typeof receiveLinesSchema>[number]
/** A receipt being booked: the return, its requested lines, and Medusa's money once the pieces are in. */
type Receipt = { id: string; lines: ReceiveLine[]; money: PreviewMoney | null }

const receiveSchema = z.object({ lines: receiveLinesSchema })

const titleOf = (item: HttpTypes.AdminReturnItem) => {
  const line = (item as HttpTypes.AdminReturnItem & { item?: HttpTypes.AdminOrderLineItem }).item
  return [line?.product_title ?? line?.title, line?.variant_title].filter(Boolean).join(' · ') || item.item_id
}

/**
 * "Receive return": begin (POST /admin/returns/{id}/receive) → per piece asked back how many arrived in good order
 * (…/receive-items, back into stock) and how many damaged (…/dismiss-items) → what the customer is owed → confirm
 * (…/receive/confirm), or cancel (DELETE …/receive: the return waits for its parcel again).
 */
export const receiveReturnFlow = (order: HttpTypes.AdminOrder, returnId: string) =>
  defineFlow({
    title: 'returns.receive',
    choose: formOf<Receipt>()({
      schema: receiveSchema,
      fields: [
        {
          name: 'lines',
          label: 'returns.items',
          lines: {
            text: (line) => `${line.title} (${line.requested})`,
            fields: [
              { name: 'received', label: 'returns.received' },
              { name: 'damaged', label: 'returns.damaged' },
              { name: 'note', label: 'returns.note', wide: true },
            ],
          },
        },
      ],
      values: (receipt) => ({ lines: receipt!.lines }),
      toBody: (values) => values,
    }),
    ...pendingChange({
      begin: async (): Promise<Receipt> => {
        const requested = await returns.retrieve(returnId)
        await returns.beginReceive(returnId)
        const lines = (requested.items ?? []).map((item) => ({
          item_id: item.item_id,
          title: titleOf(item),
          requested: Number(item.quantity),
          received: Number(item.quantity),
          damaged: 0,
          note: '',
        }))
        return { id: returnId, lines, money: null }
      },
      fill: async (receipt, values: z.output<typeof receiveSchema>) => {
        const note = (line: (typeof values.lines)[number]) => (line.note ? { internal_note: line.note } : {})
        const received = values.lines.filter((line) => line.received > 0)
        const damaged = values.lines.filter((line) => line.damaged > 0)
        let answer = received.length
          ? await returns.received.add(receipt.id, { items: received.map((line) => ({ id: line.item_id, quantity: line.received, ...note(line) })) })
          : null
        if (damaged.length)
          answer = await returns.dismissed.add(receipt.id, { items: damaged.map((line) => ({ id: line.item_id, quantity: line.damaged, ...note(line) })) })
        return { ...receipt, lines: values.lines, money: answer!.money }
      },
      // steps of a request that failed half-way go first
      again: (receipt) =>
        dropSteps(order.id, receipt.id, { RECEIVE_RETURN_ITEM: returns.received.remove, RECEIVE_DAMAGED_RETURN_ITEM: returns.dismissed.remove }),
      cancel: (receipt) => returns.dropReceive(receipt.id),
    }),
    preview: async (receipt) => receipt.money!,
    amounts: (money) => [
      { label: 'returns.totalAfter', amount: money.totalAfter, currency: order.currency_code },
      { label: 'returns.paid', amount: money.paid, currency: order.currency_code },
      { label: 'returns.refundDue', amount: money.toRefund, currency: order.currency_code, emphasis: true },
    ],
    confirm: (receipt) => returns.confirmReceive(receipt.id),
    done: 'returns.receivedDone',
    invalidates: ['orders'],
  })
