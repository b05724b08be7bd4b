import type { MessageKey } from '../../i18n'

/** Which change of the cart Medusa refused for lack of stock. */
export type Change = 'add' | 'quantity'

export type ShortageMessage = { key: MessageKey; params: { count: number } }

/**
 * What to tell a shopper whose add or quantity change was refused for lack of stock: what can still be
 * bought (`available`, null when even that could not be read) and, for an add, whether the cart holds
 * all of it already. The cart itself is left as it was.
 */
export function shortageMessage({ available, inCart, change }: { available: number | null; inCart: number; change: Change }): ShortageMessage {
  if (available === null) return { key: 'stock.notEnough', params: { count: 0 } }
  if (available <= 0) return { key: 'stock.soldOut', params: { count: 0 } }
  if (change === 'add' && inCart >= available) return { key: available === 1 ? 'stock.lastInCart' : 'stock.allInCart', params: { count: available } }
  return { key: change === 'add' ? 'stock.onlyLeft' : 'stock.quantityKept', params: { count: available } }
}
