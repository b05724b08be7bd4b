import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and while hydrating, true afterwards (and in a part React renders anew in the browser).
 * Personal parts of the header (signed-in state, wishlist, cart count) wait for it, as the server's HTML is cached
 * per country and path; forms keep the browser's own validation without JavaScript and switch to ours (noValidate)
 * once it is true; the product page's options tell journeys they answer clicks.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
