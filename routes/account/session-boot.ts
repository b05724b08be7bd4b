import type { useStore } from 'jotai'
import { wishlistAtom, type WishlistItem } from '../wishlist/wishlist-state'
import { accountActions, customerAtom, customerStatusAtom } from './customer-state'
import { hasSessionHint } from './session-hint'

type Store = ReturnType<typeof useStore>

/**
 * Asks the back end who is signed in. Without the session hint nobody is (no call); `force` asks anyway
 * (account pages, whose server guard saw a session cookie). A 401 means signed out, quietly (§4).
 */
export async function loadCustomer(store: Store, { force = false } = {}) {
  if (!force && !hasSessionHint()) {
    store.set(customerAtom, null)
    store.set(customerStatusAtom, 'success')
    return null
  }
  if (store.get(customerStatusAtom) !== 'success') store.set(customerStatusAtom, 'pending')
  try {
    const customer = await (await accountActions()).fetchCustomer()
    store.set(customerAtom, customer)
    store.set(customerStatusAtom, 'success')
    return customer
  } catch (error) {
    console.error('customer: loading failed', error)
    store.set(customerStatusAtom, 'error')
    return null
  }
}

let booted = false
let saving: ReturnType<typeof setTimeout> | undefined

/**
 * Once per tab: the signed-in state, the wishlist merged with the account's, and every later change of the
 * list saved to the account while someone is signed in (also after a sign-in in this tab).
 */
export async function boot(store: Store) {
  if (booted) return
  booted = true
  let saved: WishlistItem[] = store.get(wishlistAtom)
  store.sub(wishlistAtom, () => {
    clearTimeout(saving)
    saving = setTimeout(() => {
      const items = store.get(wishlistAtom)
      if (!store.get(customerAtom) || items === saved) return
      saved = items
      void import('../wishlist/wishlist-sync')
        .then(({ saveWishlistToAccount }) => saveWishlistToAccount(items))
        .catch((error) => console.warn('wishlist: saving to the account failed', error))
    }, 400)
  })
  if (store.get(customerStatusAtom) === 'idle') await loadCustomer(store)
  if (!store.get(customerAtom)) return
  const { syncWishlist } = await import('../wishlist/wishlist-sync')
  await syncWishlist(store).catch((error) => console.warn('wishlist: merging with the account failed', error))
  saved = store.get(wishlistAtom)
}
