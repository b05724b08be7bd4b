import { atom, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import { setSessionHint } from './session-hint'

/** The signed-in customer's record (storefront.md §3), as Medusa's /store/customers/me returns it. */
export type Customer = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  phone?: string | null
  created_at?: string
  metadata?: Record<string, unknown> | null
  default_shipping_address_id?: string | null
  default_billing_address_id?: string | null
}

/**
 * The signed-in customer, or null for an anonymous visitor. Filled in the browser only (after hydration);
 * the server always renders the anonymous header, because its HTML is cached per country and path and must
 * never carry a person's data.
 */
export const customerAtom = atom<Customer | null>(null)
/** storefront.md §4 data loading statuses: idle until the browser asked, then pending, success or error. */
export const customerStatusAtom = atom<'idle' | 'pending' | 'success' | 'error'>('idle')

/** The account code (with Medusa's js-sdk) is a chunk of its own, loaded when a customer is involved. */
export const accountActions = () => import('./account-actions')

/**
 * Mounted once by the header: after hydration a small chunk of its own fills in the signed-in state and
 * keeps the wishlist in the account (nothing of it is in a page's initial JavaScript).
 */
export function useSessionBoot() {
  const store = useStore()
  useEffect(() => {
    void import('./session-boot').then(({ boot }) => boot(store))
  }, [store])
}

/** Cookie of the cart (storefront.md §3); a cart does not survive the customer's logout. */
const CART_COOKIE = 'cart_id'

/**
 * Ends the Medusa session, forgets the cart and reloads the page as an anonymous visitor
 * (storefront.md §4). The reload happens even when the back end cannot be reached, so the
 * browser never shows a signed-in state it no longer has.
 */
export async function signOut() {
  try {
    await fetch('/medusa/auth/session', { method: 'DELETE', credentials: 'same-origin' })
  } catch (error) {
    console.warn('logout: ending the session failed', error)
  }
  setSessionHint(false)
  document.cookie = `${CART_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  window.location.reload()
}

/** A setter for components: after sign-in or an update, the new record. */
export const useSetCustomer = () => useSetAtom(customerAtom)
