import type { HttpTypes } from '@medusajs/types'
import { readCartId, writeCartId } from '../cart/cart-cookie'
import { client, messageOf, sdk, statusOf } from '../cart/cart-sdk'
import { tokenClaims } from '../lib/token-claims'
import { fetchCustomer } from './customer-fetch'
import type { Customer } from './customer-state'
import { setSessionHint } from './set-session-hint'
import { CUSTOMER_FIELDS } from './store-queries'

/**
 * Everything a customer does with the back end, in the lazy account chunk (Medusa's js-sdk, session auth:
 * the session is Medusa's HttpOnly cookie on the shop's origin; tokens live only for the moment between
 * "who are you" and "open a session", never in browser storage).
 */

// who is signed in: a module of its own, so a page load with a session (session-boot.ts) fetches only that
export { fetchCustomer }

export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'AuthFailure'
  }
}

export { tokenClaims }

/** POST /auth/customer/emailpass: a token string, or "more actions" (MFA, verification, a redirect) as a failure: this flow supports none of them. */
async function passwordToken(email: string, password: string, moreActions: string): Promise<string> {
  const answer = await client().fetch<{ token?: string; location?: string; mfa_challenge?: unknown; verification_required?: boolean }>(
    '/auth/customer/emailpass',
    {
      method: 'POST',
      body: { email, password },
    },
  )
  if (typeof answer.token !== 'string' || answer.location || answer.mfa_challenge || answer.verification_required) throw new AuthFailure(moreActions)
  return answer.token
}

/** Exchanges a token for Medusa's session cookie; the token is forgotten afterwards. */
async function openSession(token: string) {
  await client().fetch('/auth/session', { method: 'POST', headers: { authorization: `Bearer ${token}` } })
  setSessionHint(true)
}

/**
 * A guest cart the visitor filled before signing in becomes the customer's cart. A cart of another account (left in
 * this browser by someone whose session ended) is theirs alone (403), like one that is gone (404): this customer
 * starts a cart of their own.
 */
async function adoptCart() {
  const id = readCartId()
  if (!id) return
  try {
    await sdk().cart.transferCart(id)
  } catch (error) {
    if (statusOf(error) === 403 || statusOf(error) === 404) writeCartId(null)
    else console.warn('cart: attaching it to the customer failed', error)
  }
}

/** Login: log in, open the session, fetch the customer. Failures carry the back end's status and message. */
export async function login(email: string, password: string, texts: { moreActions: string }): Promise<Customer> {
  try {
    const token = await passwordToken(email.trim().toLowerCase(), password, texts.moreActions)
    await openSession(token)
  } catch (error) {
    if (error instanceof AuthFailure) throw error
    throw new AuthFailure(messageOf(error) ?? '', statusOf(error))
  }
  const customer = await fetchCustomer()
  if (!customer) throw new AuthFailure('', 401)
  await adoptCart()
  return customer
}

export type RegisterInput = { email: string; password: string; first_name: string; last_name: string; phone?: string }
export type RegisterTexts = {
  moreActions: string
  registrationFailed: (message: string) => string
  loginFailed: (detail: string) => string
  customerFailed: (message: string) => string
}

const alreadyExists = (error: unknown) => /already exists/i.test(messageOf(error) ?? '')

/**
 * Registration: register the email/password identity; if it exists already, log in with the same
 * credentials instead; create the customer profile (unless that identity already has one); log in; session.
 * Each failure has its own wording (auth-texts.ts).
 */
/** The signed-in customer, and whether the registration created them (false: the address had an account, now signed in). */
export type Registration = { customer: Customer; created: boolean }

export async function register(input: RegisterInput, texts: RegisterTexts): Promise<Registration> {
  const email = input.email.trim().toLowerCase()
  let token: string
  try {
    token = (await client().fetch<{ token: string }>('/auth/customer/emailpass/register', { method: 'POST', body: { email, password: input.password } })).token
  } catch (error) {
    if (statusOf(error) === 429) throw new AuthFailure(messageOf(error) ?? '', 429)
    if (!alreadyExists(error)) throw new AuthFailure(texts.registrationFailed(messageOf(error) ?? ''), statusOf(error))
    try {
      token = await passwordToken(email, input.password, texts.moreActions)
    } catch (loginError) {
      if (loginError instanceof AuthFailure) throw loginError
      throw new AuthFailure(texts.loginFailed(messageOf(loginError) ?? ''), statusOf(loginError))
    }
  }
  const created = !tokenClaims(token).actor_id
  if (created) {
    try {
      await client().fetch('/store/customers', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: { email, first_name: input.first_name.trim(), last_name: input.last_name.trim(), phone: input.phone?.trim() || undefined },
      })
    } catch (error) {
      throw new AuthFailure(texts.customerFailed(messageOf(error) ?? ''), statusOf(error))
    }
  }
  try {
    await openSession(await passwordToken(email, input.password, texts.moreActions))
  } catch (error) {
    if (error instanceof AuthFailure && !error.status) throw error
    throw new AuthFailure(texts.loginFailed(messageOf(error) ?? ''), statusOf(error))
  }
  const customer = await fetchCustomer()
  if (!customer) throw new AuthFailure(texts.loginFailed('401'), 401)
  await adoptCart()
  return { customer, created }
}

/** After a failed login: does the back end know this address as a migrated account (or at all)? */
export async function checkPasswordReset(email: string, locale: string): Promise<{ needsPasswordReset: boolean; message: string; known?: boolean }> {
  const response = await fetch('/api/auth/check-password-reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ email: email.trim().toLowerCase(), locale }),
  })
  if (!response.ok) throw new Error(`check-password-reset answered ${response.status}`)
  return response.json()
}

/** Medusa's reset flow: always 201 (it never tells whether the address exists); the mail links to /{country}/reset-password. */
export async function requestPasswordReset(email: string, country: string) {
  // Medusa answers a bare "201 Created" (no JSON), which the js-sdk's client would take for a failure
  const response = await fetch('/medusa/auth/customer/emailpass/reset-password', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ identifier: email.trim().toLowerCase(), metadata: { country_code: country } }),
  })
  if (!response.ok) throw new AuthFailure(((await response.json().catch(() => ({}))) as { message?: string }).message ?? response.statusText, response.status)
}

/** Sets the new password with the mailed token (single use, 15 minutes). */
export async function resetPassword(token: string, password: string) {
  await client().fetch('/auth/customer/emailpass/update', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: { password } })
}

type FieldErrors = { message: string; errors: Record<string, string> }

/** A 400 of the shop's own routes: `{ message, errors: { field: code } }`. */
export class FieldError extends Error {
  constructor(
    readonly errors: Record<string, string>,
    message: string,
  ) {
    super(message)
    this.name = 'FieldError'
  }
}

async function customRoute<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`/medusa${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as Partial<FieldErrors> & T
  if (response.status === 400 && json.errors) throw new FieldError(json.errors, json.message ?? '')
  if (!response.ok) throw new AuthFailure(json.message ?? response.statusText, response.status)
  return json
}

export const changePassword = (current: string, next: string) =>
  customRoute<{ success: true }>('/store/customers/me/password', { current_password: current, new_password: next })
export const changeEmail = async (email: string, password: string) =>
  (await customRoute<{ customer: Customer }>('/store/customers/me/email', { email, password })).customer

export async function updateCustomer(update: { first_name: string; last_name: string; phone: string }): Promise<Customer> {
  const { customer } = await sdk().customer.update(
    { first_name: update.first_name.trim(), last_name: update.last_name.trim(), phone: update.phone.trim() || null } as HttpTypes.StoreUpdateCustomer,
    { fields: CUSTOMER_FIELDS },
  )
  return customer as Customer
}

export { messageOf, statusOf }
