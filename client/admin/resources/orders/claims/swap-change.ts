import type { AdminOrder } from '@medusajs/types'
import { pendingChange } from '../../../engine/flow/pending-change'
import type { QueryName } from '../../../engine/resource'
import { cardSharesOf } from '../calls/card-shares'
import { heldSteps } from '../calls/order-changes'
import { retrieveOrderPreview } from '../calls/order-preview'
import type { PendingAction } from '../calls/pending-actions'
import type { PreviewMoney } from '../calls/preview-money'
import { swapMoney } from '../calls/swap-money'
import type { CardShare } from '../card-share-amounts'
import { swapAmounts } from './swap-amounts'
import { type SwapChoices, swapChoicesOf } from './swap-choices'

/**
 * A claim or exchange being made: its id, the order, what its form offers, the steps it held when the flow opened
 * (none unless resumed), and once requested its money and what of a refund goes back onto the gift cards that paid.
 */
export type SwapChange = { id: string; order: AdminOrder; choices: SwapChoices; held: PendingAction[]; money: PreviewMoney | null; cards: CardShare[] }

const ORDERS: QueryName[] = ['orders']

type SwapCalls = { drop: (id: string) => Promise<void>; request: (id: string) => Promise<unknown> }

/**
 * What the flows of a claim and an exchange share: the change begun with the order's choices (or, resumed, the one
 * left half-way: `open` names it); the form's choice settled against the steps the change holds, so a request that
 * failed half-way or one staff went back from is corrected step by step; the money Medusa's preview then shows;
 * confirm; cancel. `fill` puts the form's choice in and answers the money of its last call.
 */
export function swapChange<V>(
  order: AdminOrder,
  calls: SwapCalls,
  open: { begin: () => Promise<{ id: string }> } | { resume: string },
  fill: (change: SwapChange, values: V, held: PendingAction[]) => Promise<PreviewMoney | null>,
) {
  return {
    ...pendingChange(
      {
        begin: async (): Promise<SwapChange> => {
          const choices = await swapChoicesOf(order)
          if ('resume' in open) return { id: open.resume, order, choices, held: await heldSteps(order.id), money: null, cards: [] }
          return { id: (await open.begin()).id, order, choices, held: [], money: null, cards: [] }
        },
        // the money of the last call, or of the preview when the choice sent nothing
        fill: async (change, values: V, holds) => {
          const money = (await fill(change, values, holds ? await heldSteps(order.id) : [])) ?? swapMoney((await retrieveOrderPreview(order.id)).preview)
          return { ...change, money, cards: await cardSharesOf(order.id, money.toRefund) }
        },
        cancel: (change) => calls.drop(change.id),
      },
      'resume' in open,
    ),
    preview: async (change: SwapChange) => ({ money: change.money!, currency: change.order.currency_code, cards: change.cards }),
    amounts: swapAmounts,
    confirm: (change: SwapChange) => calls.request(change.id),
    invalidates: ORDERS,
  }
}
