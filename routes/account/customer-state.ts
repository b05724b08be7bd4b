import { atom } from 'jotai'

/** The signed-in customer's record (storefront.md §3), as Medusa's /store/customers/me returns it. */
export type Customer = { id: string; email: string; first_name: string | null; last_name: string | null; phone?: string | null }

/**
 * The signed-in customer, or null for an anonymous visitor. Filled in the browser only (the account
 * issue fetches it after hydration); the server always renders the anonymous header, because its HTML
 * is cached per country and path and must never carry a person's data.
 */
export const customerAtom = atom<Customer | null>(null)

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
  document.cookie = `${CART_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  window.location.reload()
}
