import type { InboundItem, ShippingChoice } from '../calls/claims'
import type { AddedItem } from '../calls/order-edits'
import type { PreviewMoney } from '../calls/preview-money'
import type { OutboundValues, ReturnShippingValues } from './swap-form'

/** The calls a claim or an exchange makes, in the order Medusa needs them: back first, then out. */
export type SwapPlan = { inbound: InboundItem[]; returnShipping: ShippingChoice | null; outbound: AddedItem[]; shipping: ShippingChoice | null }

type Step<I> = (changeId: string, input: I) => Promise<{ money: PreviewMoney }>
export type SwapSteps = { inbound: Step<InboundItem[]>; returnShipping: Step<ShippingChoice>; outbound: Step<AddedItem[]>; shipping: Step<ShippingChoice> }

/**
 * The form's choice as calls: the lines with a quantity, each catalogue variant once at its catalogue price, and a
 * shipping method only for pieces that travel (Medusa prices a method without its amount by the option's own rule).
 */
export function swapPlan(inbound: InboundItem[], values: OutboundValues & Partial<ReturnShippingValues>): SwapPlan {
  const outbound: AddedItem[] = [
    ...values.outbound.filter((line) => line.quantity > 0).map((line) => ({ variant_id: line.variant_id, quantity: line.quantity, ...(line.price === null ? {} : { unit_price: line.price }) })),
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

/** Puts the plan into the pending change; answers the money after the last step (null when nothing was sent). */
export async function runSwap(steps: SwapSteps, changeId: string, plan: SwapPlan): Promise<PreviewMoney | null> {
  let money: PreviewMoney | null = null
  if (plan.inbound.length > 0) money = (await steps.inbound(changeId, plan.inbound)).money
  if (plan.returnShipping) money = (await steps.returnShipping(changeId, plan.returnShipping)).money
  if (plan.outbound.length > 0) money = (await steps.outbound(changeId, plan.outbound)).money
  if (plan.shipping) money = (await steps.shipping(changeId, plan.shipping)).money
  return money
}
