import { setSessionHint } from './set-session-hint'

/** Cookie of the cart; a cart does not survive the customer's logout. */
const CART_COOKIE = 'cart_id'

/**
 * Ends the Medusa session, forgets the cart and reloads the page as an anonymous visitor
 * The reload happens even when the back end cannot be reached, so the
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
