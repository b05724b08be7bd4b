import { writeCartId } from '../cart/cart-cookie'
import { signedOutUrl } from './return-to'
import { setSessionHint } from './set-session-hint'

/**
 * Ends the Medusa session and forgets the hint and the cart (a cart does not survive the customer's logout). Whatever
 * the back end answers (or if it cannot be reached), the browser then leaves the page with a full load, so it never
 * shows a signed-in state it no longer has.
 */
async function endSession() {
  try {
    await fetch('/medusa/auth/session', { method: 'DELETE', credentials: 'same-origin' })
  } catch (error) {
    console.warn('logout: ending the session failed', error)
  }
  setSessionHint(false)
  writeCartId(null)
}

/** The customer signed out: on to the login page, which says so ("Sie wurden abgemeldet."). */
export async function signOut(country: string) {
  await endSession()
  window.location.assign(signedOutUrl(country))
}

/** The back end no longer knows the session (a 401): this page again, anonymous (its guard leads to the login and back). */
export async function dropSession() {
  await endSession()
  window.location.reload()
}
