import type { useStore } from 'jotai'

/**
 * What follows every sign-in (password, registration, Google): the wishlist kept in the account and the
 * one in this browser become one list. Never blocks the sign-in.
 */
export async function afterSignIn(store: ReturnType<typeof useStore>) {
  try {
    const { syncWishlist } = await import('../wishlist/wishlist-sync')
    await syncWishlist(store)
  } catch (error) {
    console.warn('wishlist: merging with the account failed', error)
  }
}
