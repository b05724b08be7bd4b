import type { FlowAmount } from '../../../engine/flow/flow-spec'
import type { PreviewMoney } from '../calls/preview-money'
import { type CardShare, cardShareAmounts } from '../card-share-amounts'

/** A claim's or exchange's preview: its money (inbound credit counted) in the order's currency, the gift cards' shares of a refund. */
export type SwapPreview = { money: PreviewMoney; currency: string; cards?: CardShare[] }

/**
 * What staff read before confirming: what the customer pays or gets back (the price difference) with the part of it
 * that goes back onto gift cards, and what was paid.
 */
export function swapAmounts({ money, currency, cards = [] }: SwapPreview): FlowAmount[] {
  const settlement: Pick<FlowAmount, 'label' | 'amount'> =
    money.toPay > 0
      ? { label: 'claims.customerPays', amount: money.toPay }
      : money.toRefund > 0
        ? { label: 'claims.customerGetsBack', amount: money.toRefund }
        : { label: 'claims.nothingOpen', amount: 0 }
  return [
    { ...settlement, currency, emphasis: true },
    ...(money.toRefund > 0 ? cardShareAmounts(cards, currency) : []),
    { label: 'claims.paidSoFar', amount: money.paid, currency },
  ]
}
