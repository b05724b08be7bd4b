import { useStore } from 'jotai'
import { useEffect } from 'react'
import { customerStatusAtom } from './customer-state'
import { hasSessionHint } from './session-hint'

/**
 * Mounted once by the header: after hydration, and only when this browser has the session hint, a chunk of
 * its own fills in the signed-in customer and keeps the wishlist in the account. Anonymous visitors load
 * nothing of it; nothing of it is in a page's initial JavaScript.
 */
export function useSessionBoot() {
  const store = useStore()
  useEffect(() => {
    if (!hasSessionHint()) {
      store.set(customerStatusAtom, 'success')
      return
    }
    void import('./session-boot').then((boot) => boot.boot(store))
  }, [store])
}
