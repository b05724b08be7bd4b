import type { HttpTypes } from '@medusajs/types'
import { z } from 'zod'
import { roundCents } from '../../../../../rules/money'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { pendingChange } from '../../../engine/flow/pending-change'
import { formOf } from '../../../engine/resource'
import { cardSharesOf } from '../calls/card-shares'
import { returns } from '../calls/change-kinds'
import { heldSteps, lastAnswer, settle } from '../calls/order-changes'
import { retrieveOrderPreview } from '../calls/order-preview'
import { type PendingAction, pendingActions } from '../calls/pending-actions'
import { previewMoney } from '../calls/preview-money'
import { retrieveOrderForReturn } from '../calls/returns'
import { type CardShare, cardShareAmounts } from '../card-share-amounts'
import { StockLocationField } from '../fulfilment/create-fulfilment'
import { ReturnReasonSelect, returnOptionSelect } from './choice-fields'
import { type RequestLine, type ReturnMoney, requestLines, returnMoney } from './return-lines'
import { requestLinesSchema } from './return-schemas'

/**
 * A return being requested: Medusa's return, the order's returnable lines, where the goods go back to and how they
 * travel (as a resumed return holds them), and the money once requested.
 */
type Requested = {
  id: string
  lines: RequestLine[]
  location_id: string
  shipping_option_id: string
  shipping_amount: number | null
  money: (ReturnMoney & { cards: CardShare[] }) | null
}

const requestSchema = z.object({
  lines: requestLinesSchema,
  location_id: z.string().min(1),
  shipping_option_id: z.string(),
  shipping_amount: z.number().min(0).nullable(),
})
type RequestValues = z.output<typeof requestSchema>

const returnedLine = (step: PendingAction) => (step.action === 'RETURN_ITEM' ? step.lineId : null)
const shippingOption = (step: PendingAction) => (step.action === 'SHIPPING_ADD' ? step.optionId : null)

/** The lines, the way back and its price as the held steps of a resumed return have them. */
function heldChoice(lines: RequestLine[], held: PendingAction[]) {
  const shipping = held.find((step) => shippingOption(step) !== null)
  return {
    lines: lines.map((line) => {
      const step = held.find((candidate) => returnedLine(candidate) === line.item_id)
      return step ? { ...line, quantity: step.quantity ?? 0, reason_id: step.reason ?? '', note: step.note ?? '' } : line
    }),
    shipping_option_id: shipping?.optionId ?? '',
    shipping_amount: shipping?.amount ?? null,
  }
}

/**
 * Puts the form's choice into the return: held steps changed or removed, the others added, the location set.
 * Answers the preview of the last call (null when nothing had to be sent).
 */
async function fillReturn(held: PendingAction[], change: Requested, values: RequestValues) {
  const last = lastAnswer<{ order_preview: HttpTypes.AdminOrderPreview }>()
  const chosen = values.lines.filter((line) => line.quantity > 0).map((line) => ({ key: line.item_id, line }))
  const added = await settle(held, returnedLine, chosen, {
    update: (actionId, { line }) =>
      last.keep(returns.items.update(change.id, actionId, { quantity: line.quantity, reason_id: line.reason_id || null, internal_note: line.note || null })),
    remove: (step) => last.keep(returns.withdraw(change.id, step)),
  })
  if (added.length)
    await last.keep(
      returns.items.add(change.id, {
        items: added.map(({ line }) => ({
          id: line.item_id,
          quantity: line.quantity,
          ...(line.reason_id ? { reason_id: line.reason_id } : {}),
          ...(line.note ? { internal_note: line.note } : {}),
        })),
      }),
    )
  const amount = values.shipping_amount === null ? {} : { custom_amount: values.shipping_amount }
  const option = values.shipping_option_id ? [{ key: values.shipping_option_id }] : []
  // Medusa refreshes the return shipping when the pieces change, under a new step id: read from the last answer
  const preview = last.get()?.order_preview
  const newOption = await settle(preview ? pendingActions(preview) : held, shippingOption, option, {
    update: (actionId) => last.keep(returns.shipping.update(change.id, actionId, { custom_amount: values.shipping_amount })),
    remove: (step) => last.keep(returns.withdraw(change.id, step)),
  })
  if (newOption.length) await last.keep(returns.shipping.add(change.id, { shipping_option_id: values.shipping_option_id, ...amount }))
  if (values.location_id !== change.location_id) await last.keep(returns.update(change.id, { location_id: values.location_id }))
  return last.get()?.order_preview ?? null
}

/**
 * "Create return": begin (POST /admin/returns, from the location that shipped the order) → the pieces with quantity,
 * reason and note, and the return shipping → the money (what the customer gets back, shipping deducted, and what of
 * it will go back onto the gift cards that paid once the pieces are in: `cardSharesOf`) →
 * confirm (POST …/request), or cancel (DELETE …/request: the order is as before). Going back from the money to the
 * choice changes the return's steps (…/request-items/{actionId}, …/shipping-method/{actionId}); `resume` reopens a
 * return left half-way with what it holds.
 */
export const requestReturnFlow = (order: HttpTypes.AdminOrder, resume?: string) =>
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
        { name: 'location_id', label: 'returns.location', component: StockLocationField },
        { name: 'shipping_option_id', label: 'returns.shipping', component: returnOptionSelect(order.shipping_address?.country_code, order.currency_code) },
        { name: 'shipping_amount', label: 'returns.shippingAmount', hint: 'returns.shippingAmountHint' },
      ],
      values: (change) => ({
        lines: change!.lines,
        location_id: change!.location_id,
        shipping_option_id: change!.shipping_option_id,
        shipping_amount: change!.shipping_amount,
      }),
      toBody: (values) => values,
    }),
    ...pendingChange(
      {
        begin: async (): Promise<Requested> => {
          const current = await retrieveOrderForReturn(order.id)
          const lines = requestLines(current)
          if (resume) {
            const [held, started] = await Promise.all([heldSteps(order.id), returns.retrieve(resume)])
            return { id: resume, location_id: started.location_id ?? '', ...heldChoice(lines, held), money: null }
          }
          const location = current.fulfillments?.find((fulfillment) => !fulfillment.canceled_at)?.location_id ?? ''
          const started = await returns.begin({ order_id: order.id, ...(location ? { location_id: location } : {}) })
          return { id: started.id, lines, location_id: location, shipping_option_id: '', shipping_amount: null, money: null }
        },
        fill: async (change, values: RequestValues, holds) => {
          const answered = await fillReturn(holds ? await heldSteps(order.id) : [], change, values)
          const preview = answered ?? (await retrieveOrderPreview(order.id)).preview
          const shipping = pendingActions(preview, 'SHIPPING_ADD').reduce((sum, step) => sum + (step.amount ?? 0), 0)
          const chosen = values.lines.filter((line) => line.quantity > 0)
          const money = returnMoney(chosen, shipping)
          // what the order will owe once the pieces are in: their value less what the preview leaves open (the
          // return shipping, and anything else the customer still owes or is owed)
          const open = previewMoney(preview)
          const owed = roundCents(money.itemsValue - open.toPay + open.toRefund)
          return { ...change, ...values, money: { ...money, cards: await cardSharesOf(order.id, owed) } }
        },
        cancel: (change) => returns.drop(change.id),
      },
      !!resume,
    ),
    preview: async (change) => change.money!,
    amounts: (money) => [
      { label: 'returns.itemsValue', amount: money.itemsValue, currency: order.currency_code },
      { label: 'returns.shippingDeducted', amount: -money.shipping, currency: order.currency_code },
      { label: 'returns.refundDue', amount: money.refund, currency: order.currency_code, emphasis: true },
      ...cardShareAmounts(money.cards, order.currency_code),
    ],
    confirm: (change) => returns.request(change.id),
    done: 'returns.requested',
    invalidates: ['orders'],
  })
