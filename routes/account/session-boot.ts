import type { useStore } from 'jotai'
import { type WishlistItem, wishlistAtom } from '../wishlist/wishlist-state'
import { customerFailureAtom } from './customer-failure'
import { customerAtom, customerStatusAtom } from './customer-state'
import { hasSessionHint } from './session-hint'

type Store = ReturnType<typeof useStore>

/**
 * Asks the back end who is signed in. Without the session hint nobody is (no call); `force` asks anyway
 * (account pages, whose server guard saw a session cookie). A 401 means signed out, quietly.
 */
export async function loadCustomer(store: Store, { force = false } = {}) {
  if (!force && !hasSessionHint()) {
    store.set(customerAtom, null)
    store.set(customerStatusAtom, 'success')
    return null
  }
  if (store.get(customerStatusAtom) !== 'success') store.set(customerStatusAtom, 'pending')
  let actions: typeof import('./customer-fetch') | null = null
  try {
    // a chunk of its own (with the js-sdk), not every account action: the sign-in pages import this module
    actions = await import('./customer-fetch')
    const customer = await actions.fetchCustomer()
    store.set(customerAtom, customer)
    store.set(customerFailureAtom, null)
    store.set(customerStatusAtom, 'success')
    return customer
  } catch (error) {
    console.error('customer: loading failed', error)
    // only an answer of the back end has a message of the server; a failed fetch has the browser's own
    store.set(customerFailureAtom, actions?.statusOf(error) === undefined ? null : actions.messageOf(error))
    store.set(customerStatusAtom, 'error')
    return null
  }
}

/** Resolves when the customer being asked for has come (or not). */
function settled(store: Store) {
  return new Promise<void>((resolve) => {
    const stop = store.sub(customerStatusAtom, () => {
      if (store.get(customerStatusAtom) === 'pending') return
      stop()
      resolve()
    })
  })
}

let watching = false

/**
 * While someone is signed in, every change of the wishlist is saved to the account at once (one save after
 * the other, the newest list last), so a reload or another device sees it.
 */
function saveChangesToAccount(store: Store) {
  if (watching) return
  watching = true
  let saved: WishlistItem[] = store.get(wishlistAtom)
  let queue = Promise.resolve()
  store.sub(wishlistAtom, () => {
    const items = store.get(wishlistAtom)
    if (!store.get(customerAtom) || items === saved) return
    saved = items
    queue = queue
      .then(() => import('../wishlist/wishlist-sync'))
      .then((sync) => sync.saveWishlistToAccount(items))
      .catch((error) => console.warn('wishlist: saving to the account failed', error))
  })
}

/**
 * A page load with the session hint (called by useSessionBoot): the customer, and the
 * account's wishlist as this browser's list (the account is where every device keeps it).
 */
export async function boot(store: Store) {
  const status = store.get(customerStatusAtom)
  if (status === 'idle') await loadCustomer(store)
  // an account page asked first: its answer is the one to wait for
  else if (status === 'pending') await settled(store)
  if (!store.get(customerAtom)) return
  await wishlistFromAccount(store, 'account')
  saveChangesToAccount(store)
}

/**
 * After every sign-in (password, registration, Google, account creation at checkout): the list this browser
 * kept while anonymous and the account's become one, in both places; later changes are saved. Never blocks
 * the sign-in.
 */
export async function afterSignIn(store: Store) {
  await wishlistFromAccount(store, 'merge')
  saveChangesToAccount(store)
}

async function wishlistFromAccount(store: Store, mode: 'merge' | 'account') {
  try {
    const { syncWishlist } = await import('../wishlist/wishlist-sync')
    await syncWishlist(store, mode)
  } catch (error) {
    console.warn('wishlist: taking over the account list failed', error)
  }
}
