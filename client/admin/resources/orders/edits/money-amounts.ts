import type { FlowAmount } from '../../../engine/flow/flow-spec'
import type { PreviewMoney } from '../calls/preview-money'

/** The money of a requested edit (an order's or a draft's) in the currency it is kept in. */
export type ChangeMoney = PreviewMoney & { currency: string }

/**
 * What staff read before confirming an edit: first the difference the edit makes (to pay, or to refund), then the
 * totals before and after, then what the customer still owes, or is owed, once it is confirmed.
 */
export function moneyAmounts(money: ChangeMoney): FlowAmount[] {
  const { currency } = money
  const amounts: FlowAmount[] = [
    { label: money.change < 0 ? 'orderEdits.differenceRefund' : 'orderEdits.differencePay', amount: Math.abs(money.change), currency, emphasis: true },
    { label: 'orderEdits.totalBefore', amount: money.totalBefore, currency },
    { label: 'orderEdits.totalAfter', amount: money.totalAfter, currency },
  ]
  if (money.toPay > 0) amounts.push({ label: 'orderEdits.openAfter', amount: money.toPay, currency })
  if (money.toRefund > 0) amounts.push({ label: 'orderEdits.refundAfter', amount: money.toRefund, currency })
  return amounts
}
