import { client, messageOf } from '../cart/cart-sdk'
import { fetchCustomer, tokenClaims } from './account-actions'
import type { Customer } from './customer-state'
import { setSessionHint } from './set-session-hint'

/**
 * Completes Google sign-in: Medusa validates code and state with Google and answers a token; on the first
 * sign-in the customer is created from Google's name and address, and a refreshed token carries it; then
 * the session opens. Errors carry Medusa's message.
 */
export async function completeGoogleSignIn(search: string): Promise<Customer> {
  const query = Object.fromEntries(new URLSearchParams(search))
  let token: string
  try {
    token = (await client().fetch<{ token: string }>('/auth/customer/google/callback', { query })).token
  } catch (error) {
    throw new Error(messageOf(error) ?? 'callback failed')
  }
  const claims = tokenClaims(token)
  if (!claims.actor_id) {
    const profile = claims.user_metadata ?? {}
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    await client().fetch('/store/customers', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: { email: text(profile.email).toLowerCase(), first_name: text(profile.given_name), last_name: text(profile.family_name) },
    })
    token = (await client().fetch<{ token: string }>('/auth/token/refresh', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).token
  }
  await client().fetch('/auth/session', { method: 'POST', headers: { authorization: `Bearer ${token}` } })
  setSessionHint(true)
  const customer = await fetchCustomer()
  if (!customer) throw new Error('no customer after sign-in')
  return customer
}
