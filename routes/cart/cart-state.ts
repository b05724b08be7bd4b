import type { HttpTypes } from '@medusajs/types'
import { atom, type createStore } from 'jotai'
import type { Translate } from '../../i18n'

export type Cart = HttpTypes.StoreCart
export type LineItem = HttpTypes.StoreCartLineItem

/** What every cart action works with: the page's store, the shipping country and the translations of its messages. */
export type CartContext = { store: ReturnType<typeof createStore>; country: string; t: Translate }

/** Data loading statuses: idle until asked, then pending, success or error. */
export type CartStatus = 'idle' | 'pending' | 'success' | 'error'

/** The cart as the back end last returned it (or an optimistic copy that a failure rolls back). */
export const cartAtom = atom<Cart | null>(null)
export const cartStatusAtom = atom<CartStatus>('idle')
/** Mutations queued or running; the cart UI shows that it is updating. */
export const cartPendingAtom = atom(0)

/** Number of pieces in the cart for the header badge. */
export const cartCountAtom = atom((get) => (get(cartAtom)?.items ?? []).reduce((sum, item) => sum + item.quantity, 0))
