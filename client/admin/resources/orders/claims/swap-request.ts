import type { AddedItem, InboundItem, ShippingChoice } from '../calls/change-kinds'
import type { PreviewMoney } from '../calls/preview-money'
import type { OutboundValues, ReturnShippingValues } from './swap-form'

/** The calls a claim or an exchange makes, in the order Medusa needs them: back first, then out. */
export type SwapPlan = { inbound: InboundItem[]; returnShipping: ShippingChoice | null; outbound: AddedItem[]; shipping: ShippingChoice | null }

type Adds<B> = { add: (changeId: string, body: B) => Promise<{ money: PreviewMoney }> }
/** The parts a claim and an exchange share: pieces back with their shipping, pieces out with theirs. */
export type SwapCalls = {
  inboundItems: Adds<{ items: InboundItem[] }>
  inboundShipping: Adds<ShippingChoice>
  outboundItems: Adds<{ items: AddedItem[] }>
  outboundShipping: Adds<ShippingChoice>
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

/** Puts the plan into the pending change; answers the money after the last step (null when nothing was sent). */
export async function runSwap(calls: SwapCalls, changeId: string, plan: SwapPlan): Promise<PreviewMoney | null> {
  let money: PreviewMoney | null = null
  if (plan.inbound.length > 0) money = (await calls.inboundItems.add(changeId, { items: plan.inbound })).money
  if (plan.returnShipping) money = (await calls.inboundShipping.add(changeId, plan.returnShipping)).money
  if (plan.outbound.length > 0) money = (await calls.outboundItems.add(changeId, { items: plan.outbound })).money
  if (plan.shipping) money = (await calls.outboundShipping.add(changeId, plan.shipping)).money
  return money
}
