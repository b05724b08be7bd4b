/**
 * What a refund claim owes the customer beyond what Medusa counts. A refund claim gives back every piece claimed
 * (damaged, wrong); Medusa owes only the pieces that come back with it (its return, at their unit price, from the
 * claim's confirmation on) and nothing for a piece claimed without coming back. That rest is the shop's rule: the
 * claimed pieces' unit price times the pieces of each line that do not come back. The back office's preview and
 * Medusa's record of the claim (`backend/src/lib/gift-cards/credit-back-claim.ts`) ask this one rule. Amounts in the
 * order's currency, to the cent.
 */
import { roundCents } from './money'

type Pieces = { item_id: string; quantity: number | string | null | undefined }[]

export function refundNotComingBack(claimed: Pieces, back: Pieces, unitPrice: (itemId: string) => number): number {
  const count = (pieces: Pieces, itemId: string) =>
    pieces.filter((piece) => piece.item_id === itemId).reduce((sum, piece) => sum + Number(piece.quantity ?? 0), 0)
  const lines = [...new Set(claimed.map((piece) => piece.item_id))]
  return roundCents(lines.reduce((sum, itemId) => sum + Math.max(0, count(claimed, itemId) - count(back, itemId)) * unitPrice(itemId), 0))
}

/** The credit line that records it on the order once per claim (`reference_id`: the claim's id). */
export const CLAIM_REFUND_REFERENCE = 'claim'
