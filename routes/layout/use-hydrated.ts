import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and while hydrating, true afterwards. Personal parts of the header (signed-in
 * state, wishlist, cart count) wait for it: the server's HTML is cached per country and path.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
