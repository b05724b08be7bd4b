import type { useStore } from 'jotai'
import { fetchCustomer } from '../account/account-actions'
import { customerAtom } from '../account/customer-state'
import { sdk } from '../cart/cart-sdk'
import { accountList, mergeWishlists, sameIds } from './wishlist-merge'
import { loadWishlistAtom, replaceWishlistAtom, wishlistAtom, type WishlistItem } from './wishlist-state'

type Store = ReturnType<typeof useStore>

/** Saves the list into the signed-in customer's account (metadata `wishlist`, beyond the spec). */
export async function saveWishlistToAccount(items: WishlistItem[]) {
  await sdk().customer.update({ metadata: { wishlist: items } })
}

/** On sign-in: the browser's and the account's list become one, in both places. */
export async function syncWishlist(store: Store) {
  store.set(loadWishlistAtom)
  const customer = store.get(customerAtom) ?? (await fetchCustomer())
  if (!customer) return
  const stored = accountList(customer.metadata)
  const merged = mergeWishlists(store.get(wishlistAtom), stored)
  if (!sameIds(merged, store.get(wishlistAtom))) store.set(replaceWishlistAtom, merged)
  if (!sameIds(merged, stored)) await saveWishlistToAccount(merged)
}
