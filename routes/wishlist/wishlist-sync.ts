import type { useStore } from 'jotai'
import { customerAtom } from '../account/customer-state'
import { accountList, mergeWishlists, sameIds } from './wishlist-merge'
import { loadWishlistAtom, replaceWishlistAtom, type WishlistItem, wishlistAtom } from './wishlist-state'

type Store = ReturnType<typeof useStore>

// The back-end client is fetched only when the lists differ: a page whose customer came with the HTML
// (the account's orders) then loads none.

/** Saves the list into the signed-in customer's account (metadata `wishlist`, so it follows the customer to any browser). */
export async function saveWishlistToAccount(items: WishlistItem[]) {
  const { sdk } = await import('../cart/cart-sdk')
  await sdk().customer.update({ metadata: { wishlist: items } })
}

/**
 * The account's list and this browser's: on sign-in (`merge`) the browser's anonymous list joins the
 * account's, in both places; on a later page load (`account`) the account's list is the list, so a heart
 * removed on another device stays removed here.
 */
export async function syncWishlist(store: Store, mode: 'merge' | 'account') {
  store.set(loadWishlistAtom)
  const customer = store.get(customerAtom) ?? (await import('../account/customer-fetch').then((actions) => actions.fetchCustomer()))
  if (!customer) return
  const stored = accountList(customer.metadata)
  const local = store.get(wishlistAtom)
  const next = mode === 'merge' ? mergeWishlists(local, stored) : stored
  if (!sameIds(next, local)) store.set(replaceWishlistAtom, next)
  if (!sameIds(next, stored)) await saveWishlistToAccount(next)
}
