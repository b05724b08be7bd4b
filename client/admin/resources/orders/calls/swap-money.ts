import { roundCents } from '../../../../../rules/money'
import { type PendingAction, type PreviewWithActions, pendingActions, type WithActions } from './pending-actions'
import { type PreviewAmounts, type PreviewMoney, previewMoney } from './preview-money'

type SwapPreview = PreviewAmounts & Omit<PreviewWithActions, 'items'> & { items?: (WithActions & { unit_price?: number | null })[] | null }

/**
 * The money of a claim or exchange before it is confirmed. Medusa's preview prices what goes out but not what comes
 * back: the pieces returned with it (the inbound lines) are credited at their unit price only on confirmation, so a
 * free replacement reads "to pay" and a refund claim "nothing" in the preview. That credit is deducted here, so the
 * screen shows what the order will owe once confirmed (the tests compare it with the order afterwards).
 */
export function swapMoney(preview: SwapPreview): PreviewMoney {
  const money = previewMoney(preview)
  const unitPrice = (action: PendingAction) => Number(preview.items?.find((item) => item.id === action.lineId)?.unit_price ?? 0)
  const credit = pendingActions(preview, 'RETURN_ITEM').reduce((sum, action) => sum + unitPrice(action) * (action.quantity ?? 0), 0)
  return plusOwed(money, credit)
}

/** The money with `owed` more going back to the customer (what is to pay shrinks first). */
export function plusOwed(money: PreviewMoney, owed: number): PreviewMoney {
  const open = roundCents(money.toPay - money.toRefund - owed)
  return { ...money, toPay: Math.max(open, 0), toRefund: Math.max(-open, 0) }
}
