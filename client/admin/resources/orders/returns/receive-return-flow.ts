import type { HttpTypes } from '@medusajs/types'
import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { pendingChange } from '../../../engine/flow/pending-change'
import { formOf } from '../../../engine/resource'
import { cardSharesOf } from '../calls/card-shares'
import { returns } from '../calls/change-kinds'
import { heldSteps, lastAnswer, settle } from '../calls/order-changes'
import { retrieveOrderPreview } from '../calls/order-preview'
import type { ActionKind, PendingAction } from '../calls/pending-actions'
import type { PreviewMoney } from '../calls/preview-money'
import { type CardShare, cardShareAmounts } from '../card-share-amounts'
import { receiveLinesSchema } from './return-schemas'

type ReceiveLine = z.input<typeof receiveLinesSchema>[number]
/** What the customer is owed once the pieces are in (Medusa's money) and which part of it goes back onto gift cards. */
type Owed = { money: PreviewMoney; cards: CardShare[] }
/** A receipt being booked: the return, its requested lines, and the money once the pieces are in. */
type Receipt = { id: string; lines: ReceiveLine[]; owed: Owed | null }

const receiveSchema = z.object({ lines: receiveLinesSchema })

const titleOf = (item: HttpTypes.AdminReturnItem) => {
  const line = (item as HttpTypes.AdminReturnItem & { item?: HttpTypes.AdminOrderLineItem }).item
  return [line?.product_title ?? line?.title, line?.variant_title].filter(Boolean).join(' · ') || item.item_id
}

/**
 * "Receive return": begin (POST /admin/returns/{id}/receive) → per piece asked back how many arrived in good order
 * (…/receive-items, back into stock) and how many damaged (…/dismiss-items) → what the customer is owed, and what of
 * it goes back onto the gift cards that paid (`cardSharesOf`, credited on confirmation) → confirm
 * (…/receive/confirm), or cancel (DELETE …/receive: the return waits for its parcel again). Going back from the
 * money changes the booked lines (…/receive-items/{actionId}, …/dismiss-items/{actionId}).
 */
export const receiveReturnFlow = (order: HttpTypes.AdminOrder, returnId: string, resume = false) =>
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
    ...pendingChange(
      {
        begin: async (): Promise<Receipt> => {
          const requested = await returns.retrieve(returnId)
          // a receipt left half-way is resumed with the pieces it has booked
          const held = resume ? await heldSteps(order.id) : null
          if (!resume) await returns.beginReceive(returnId)
          const booked = (action: ActionKind, item: string) =>
            held?.find((step) => step.action === action && step.lineId === item)?.quantity ?? (held ? 0 : null)
          const lines = (requested.items ?? []).map((item) => ({
            item_id: item.item_id,
            title: titleOf(item),
            requested: Number(item.quantity),
            received: booked('RECEIVE_RETURN_ITEM', item.item_id) ?? Number(item.quantity),
            damaged: booked('RECEIVE_DAMAGED_RETURN_ITEM', item.item_id) ?? 0,
            note: '',
          }))
          return { id: returnId, lines, owed: null }
        },
        fill: async (receipt, values: z.output<typeof receiveSchema>, holds) => {
          const held = holds ? await heldSteps(order.id) : []
          const last = lastAnswer<{ money: PreviewMoney }>()
          type Line = (typeof values.lines)[number]
          const body = (line: Line, quantity: number) => ({ id: line.item_id, quantity, ...(line.note ? { internal_note: line.note } : {}) })
          const wanted = (count: (line: Line) => number) => values.lines.filter((line) => count(line) > 0).map((line) => ({ key: line.item_id, line }))
          const heldOf = (action: ActionKind) => (step: PendingAction) => (step.action === action ? step.lineId : null)
          // the pieces in good order and the damaged ones of each line, each settled against what the receipt holds
          const received = await settle(
            held,
            heldOf('RECEIVE_RETURN_ITEM'),
            wanted((line) => line.received),
            {
              update: (actionId, { line }) => returns.received.update(receipt.id, actionId, { quantity: line.received, internal_note: line.note || null }),
              remove: (step) => returns.withdraw(receipt.id, step),
            },
          )
          if (received.length) await returns.received.add(receipt.id, { items: received.map(({ line }) => body(line, line.received)) })
          const damaged = await settle(
            held,
            heldOf('RECEIVE_DAMAGED_RETURN_ITEM'),
            wanted((line) => line.damaged),
            {
              update: (actionId, { line }) => returns.dismissed.update(receipt.id, actionId, { quantity: line.damaged, internal_note: line.note || null }),
              remove: (step) => returns.withdraw(receipt.id, step),
            },
          )
          if (damaged.length) await returns.dismissed.add(receipt.id, { items: damaged.map(({ line }) => body(line, line.damaged)) })
          const money = last.get()?.money ?? (await retrieveOrderPreview(order.id)).money
          return { ...receipt, lines: values.lines, owed: { money, cards: await cardSharesOf(order.id, money.toRefund) } }
        },
        cancel: (receipt) => returns.dropReceive(receipt.id),
      },
      resume,
    ),
    preview: async (receipt) => receipt.owed!,
    amounts: ({ money, cards }) => [
      { label: 'returns.totalAfter', amount: money.totalAfter, currency: order.currency_code },
      { label: 'returns.paid', amount: money.paid, currency: order.currency_code },
      { label: 'returns.refundDue', amount: money.toRefund, currency: order.currency_code, emphasis: true },
      ...cardShareAmounts(cards, order.currency_code),
    ],
    confirm: (receipt) => returns.confirmReceive(receipt.id),
    done: 'returns.receivedDone',
    invalidates: ['orders'],
  })
