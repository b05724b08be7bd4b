import type { FlowAmount } from '../../engine/flow/flow-spec'

/** A gift card's share of what the shop owes, by its printed code (`calls/card-shares.ts`). */
export type CardShare = { code: string; amount: number }

/** The lines under a refund: "of which back onto gift card GS-…" for each card's share. */
export const cardShareAmounts = (shares: CardShare[], currency: string): FlowAmount[] =>
  shares.map((share) => ({ label: 'giftCards.backOnto', params: { code: share.code }, amount: share.amount, currency }))
