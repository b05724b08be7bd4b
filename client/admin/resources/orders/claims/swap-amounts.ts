import type { FlowAmount } from '../../../engine/flow/flow-spec'
import type { PreviewMoney } from '../calls/preview-money'

/** A claim's or exchange's preview: its money (inbound credit counted) in the order's currency. */
export type SwapPreview = { money: PreviewMoney; currency: string }

/** What staff read before confirming: what the customer pays or gets back (the price difference), and what was paid. */
export function swapAmounts({ money, currency }: SwapPreview): FlowAmount[] {
  const settlement: Pick<FlowAmount, 'label' | 'amount'> =
    money.toPay > 0
      ? { label: 'claims.customerPays', amount: money.toPay }
      : money.toRefund > 0
        ? { label: 'claims.customerGetsBack', amount: money.toRefund }
        : { label: 'claims.nothingOpen', amount: 0 }
  return [
    { ...settlement, currency, emphasis: true },
    { label: 'claims.paidSoFar', amount: money.paid, currency },
  ]
}
