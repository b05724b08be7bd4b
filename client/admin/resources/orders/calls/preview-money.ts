import { roundCents } from '../../../../../rules/money'
/**
 * The money of a pending change (return, claim, exchange, order edit), read from Medusa's order preview so a
 * screen can show it before staff confirm. Medusa's summary compares what the order costs with the change
 * (`current_order_total`) against what has been paid less refunded (`transaction_total`): `pending_difference`
 * is what is still open, positive when the customer has to pay, negative when the shop owes a refund. Amounts are in
 * the order's currency; Medusa's previews do not carry it, the screen has it from the order.
 */
export type PreviewMoney = {
  /** the order's total as it stands, without the pending change */
  totalBefore: number
  /** the order's total once the change is confirmed */
  totalAfter: number
  /** what the change itself adds (positive) or takes off (negative) */
  change: number
  /** money received so far, refunds deducted */
  paid: number
  /** the customer still has to pay this much (0 when nothing is open or money goes back) */
  toPay: number
  /** the shop has to pay back this much (0 when nothing goes back) */
  toRefund: number
}

type PreviewSummary = { pending_difference: number; current_order_total: number; original_order_total: number; transaction_total: number }
export type PreviewAmounts = { summary?: Partial<PreviewSummary> | null }

// Medusa keeps amounts unrounded (taxes split per line): an open 0.0000001 is nothing to pay, and staff see cents.
const cents = roundCents

export function previewMoney(preview: PreviewAmounts): PreviewMoney {
  const summary = preview.summary ?? {}
  const totalAfter = cents(summary.current_order_total)
  const totalBefore = cents(summary.original_order_total ?? summary.current_order_total)
  const open = cents(summary.pending_difference)
  return {
    totalBefore,
    totalAfter,
    change: cents(totalAfter - totalBefore),
    paid: cents(summary.transaction_total),
    toPay: Math.max(open, 0),
    toRefund: Math.max(-open, 0),
  }
}

/** A call's answer that carries Medusa's preview, with its money read out. */
export type WithMoney<T> = T & { money: PreviewMoney }
