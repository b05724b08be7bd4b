import type { useStore } from 'jotai'
import { fetchCustomer } from '../account/customer-fetch'
import { customerAtom } from '../account/customer-state'
import { sdk } from '../cart/cart-sdk'
import { accountList, mergeWishlists, sameIds } from './wishlist-merge'
import { loadWishlistAtom, replaceWishlistAtom, wishlistAtom, type WishlistItem } from './wishlist-state'

type Store = ReturnType<typeof useStore>

/** Saves the list into the signed-in customer's account (metadata `wishlist`, beyond the spec). */
export async function saveWishlistToAccount(items: WishlistItem[]) {
  await sdk().customer.update({ metadata: { wishlist: items } })
}

/**
 * The account's list and this browser's: on sign-in (`merge`) the browser's anonymous list joins the
 * account's, in both places; on a later page load (`account`) the account's list is the list, so a heart
 * removed on another device stays removed here.
 */
export async function syncWishlist(store: Store, mode: 'merge' | 'account') {
  store.set(loadWishlistAtom)
  const customer = store.get(customerAtom) ?? (await fetchCustomer())
  if (!customer) return
  const stored = accountList(customer.metadata)
  const local = store.get(wishlistAtom)
  const next = mode === 'merge' ? mergeWishlists(local, stored) : stored
  if (!sameIds(next, local)) store.set(replaceWishlistAtom, next)
  if (!sameIds(next, stored)) await saveWishlistToAccount(next)
}
