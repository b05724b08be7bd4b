import type { AdminOrder } from '@medusajs/types'
import { pendingChange } from '../../../engine/flow/pending-change'
import type { QueryName } from '../../../engine/resource'
import type { PreviewMoney } from '../calls/preview-money'
import { swapAmounts } from './swap-amounts'
import { type SwapChoices, swapChoicesOf } from './swap-choices'

/** A claim or exchange being made: its id, the order, what its form offers, and once requested its money. */
export type SwapChange = { id: string; order: AdminOrder; choices: SwapChoices; money: PreviewMoney | null }

const ORDERS: QueryName[] = ['orders']

type SwapCalls = { drop: (id: string) => Promise<void>; request: (id: string) => Promise<unknown> }

/**
 * What the flows of a claim and an exchange share: the change begun with the order's choices; a request that failed
 * half-way put into a change begun anew (the half-filled one dropped); the money; confirm; cancel. `fill` puts the
 * form's choice in and answers the money of its last step.
 */
export function swapChange<V>(
  order: AdminOrder,
  calls: SwapCalls,
  open: () => Promise<{ id: string }>,
  fill: (change: SwapChange, values: V) => Promise<PreviewMoney | null>,
) {
  return {
    ...pendingChange({
      begin: async (): Promise<SwapChange> => {
        const choices = await swapChoicesOf(order)
        return { id: (await open()).id, order, choices, money: null }
      },
      fill: async (change, values: V) => ({ ...change, money: await fill(change, values) }),
      again: async (change) => {
        await calls.drop(change.id)
        return { id: (await open()).id }
      },
      cancel: (change) => calls.drop(change.id),
    }),
    preview: async (change: SwapChange) => ({ money: change.money!, currency: change.order.currency_code }),
    amounts: swapAmounts,
    confirm: (change: SwapChange) => calls.request(change.id),
    invalidates: ORDERS,
  }
}
