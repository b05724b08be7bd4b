import type { AddedItem, InboundItem, ShippingChoice } from '../calls/change-kinds'
import { lastAnswer, settle } from '../calls/order-changes'
import { type PendingAction, type PreviewWithActions, pendingActions } from '../calls/pending-actions'
import type { PreviewMoney } from '../calls/preview-money'
import type { OutboundValues, ReturnShippingValues } from './swap-form'

/** The calls a claim or an exchange makes, in the order Medusa needs them: back first, then out. */
export type SwapPlan = { inbound: InboundItem[]; returnShipping: ShippingChoice | null; outbound: AddedItem[]; shipping: ShippingChoice | null }

type Answer = Promise<{ money: PreviewMoney; order_preview?: PreviewWithActions }>
type PartCalls<Add, Update> = {
  add: (changeId: string, body: Add) => Answer
  update: (changeId: string, actionId: string, body: Update) => Answer
}
type Note = { internal_note?: string | null }
/** The parts a claim and an exchange share: pieces back with their shipping, pieces out with theirs. */
export type SwapCalls = {
  inboundItems: PartCalls<{ items: InboundItem[] }, { quantity?: number; reason_id?: string | null } & Note>
  inboundShipping: PartCalls<ShippingChoice, { custom_amount?: number | null }>
  outboundItems: PartCalls<{ items: AddedItem[] }, { quantity?: number } & Note>
  outboundShipping: PartCalls<ShippingChoice, { custom_amount?: number | null }>
  /** drops a held step by the route of its kind */
  withdraw: (changeId: string, step: PendingAction) => Answer
}

/**
 * The form's choice as calls: the lines with a quantity, each catalogue variant once at its catalogue price, and a
 * shipping method only for pieces that travel (Medusa prices a method without its amount by the option's own rule).
 */
export function swapPlan(inbound: InboundItem[], values: OutboundValues & Partial<ReturnShippingValues>): SwapPlan {
  const outbound: AddedItem[] = [
    ...values.outbound
      .filter((line) => line.quantity > 0)
      .map((line) => ({ variant_id: line.variant_id, quantity: line.quantity, ...(line.price === null ? {} : { unit_price: line.price }) })),
    ...values.more.map((variant_id) => ({ variant_id, quantity: 1 })),
  ]
  const shipping = (option: string | undefined, amount: number | undefined) => (option ? { shipping_option_id: option, custom_amount: amount ?? 0 } : null)
  return {
    inbound,
    returnShipping: inbound.length > 0 ? shipping(values.return_option, values.return_amount) : null,
    outbound,
    shipping: outbound.length > 0 ? shipping(values.shipping_option, values.shipping_amount) : null,
  }
}

const returned = (step: PendingAction) => (step.action === 'RETURN_ITEM' ? step.lineId : null)
const sentOut = (step: PendingAction) => (step.action === 'ITEM_ADD' ? step.variantId : null)
// a method that brings a return back is the return's; the other one carries what goes out
const shippedBack = (step: PendingAction) => (step.action === 'SHIPPING_ADD' && step.returnId ? step.optionId : null)
const shippedOut = (step: PendingAction) => (step.action === 'SHIPPING_ADD' && !step.returnId ? step.optionId : null)

/** The shipping method the plan asks for, under its option: a held method of the same option gets the amount, another option replaces it. */
const methodOf = (choice: ShippingChoice | null) => (choice ? [{ key: choice.shipping_option_id, choice }] : [])
const amountOf = ({ choice }: { choice: ShippingChoice }) => ({ custom_amount: choice.custom_amount ?? null })

/**
 * Puts the plan into the pending change, settled against the steps it holds (a choice changed after its money was
 * shown, or a change resumed): back first, then out, as Medusa needs the return before its shipping. Answers the
 * money of the last call (null when nothing had to be sent).
 */
export async function runSwap(calls: SwapCalls, changeId: string, plan: SwapPlan, held: PendingAction[]): Promise<PreviewMoney | null> {
  const last = lastAnswer<Awaited<Answer>>()
  // Medusa refreshes a change's shipping when its pieces change, under new step ids: each part reads the steps from
  // the last answer
  const now = () => {
    const preview = last.get()?.order_preview
    return preview ? pendingActions(preview) : held
  }
  const back = await settle(
    held,
    returned,
    plan.inbound.map((item) => ({ key: item.id, item })),
    {
      update: (actionId, { item }) =>
        last.keep(
          calls.inboundItems.update(changeId, actionId, {
            quantity: item.quantity,
            reason_id: item.reason_id ?? null,
            internal_note: item.internal_note ?? null,
          }),
        ),
      remove: (step) => last.keep(calls.withdraw(changeId, step)),
    },
  )
  if (back.length > 0) await last.keep(calls.inboundItems.add(changeId, { items: back.map(({ item }) => item) }))
  const returnMethod = await settle(now(), shippedBack, methodOf(plan.returnShipping), {
    update: (actionId, wanted) => last.keep(calls.inboundShipping.update(changeId, actionId, amountOf(wanted))),
    remove: (step) => last.keep(calls.withdraw(changeId, step)),
  })
  for (const { choice } of returnMethod) await last.keep(calls.inboundShipping.add(changeId, choice))
  const out = await settle(
    now(),
    sentOut,
    plan.outbound.map((item) => ({ key: item.variant_id, item })),
    {
      update: (actionId, { item }) => last.keep(calls.outboundItems.update(changeId, actionId, { quantity: item.quantity })),
      remove: (step) => last.keep(calls.withdraw(changeId, step)),
      // Medusa changes an added line's quantity, not its price: another agreed price, or the catalogue's instead of
      // an agreed one, adds it anew
      fits: (step, { item }) => (item.unit_price === undefined ? !step.customPrice : step.customPrice && step.unitPrice === item.unit_price),
    },
  )
  if (out.length > 0) await last.keep(calls.outboundItems.add(changeId, { items: out.map(({ item }) => item) }))
  const method = await settle(now(), shippedOut, methodOf(plan.shipping), {
    update: (actionId, wanted) => last.keep(calls.outboundShipping.update(changeId, actionId, amountOf(wanted))),
    remove: (step) => last.keep(calls.withdraw(changeId, step)),
  })
  for (const { choice } of method) await last.keep(calls.outboundShipping.add(changeId, choice))
  return last.get()?.money ?? null
}
