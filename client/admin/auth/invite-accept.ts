import { tokenClaims, tokenExpired } from '../../../routes/lib/token-claims'
import { toApiError } from '../api/errors'
import { sdk } from '../api/sdk'
import { login } from './session'

/** What an invite link tells before anything is asked of Medusa: the invited address, and whether its time is up. */
export function inviteOfToken(token: string | null): { state: 'missing' } | { state: 'expired' | 'open'; email: string } {
  const claims = token ? tokenClaims(token) : {}
  if (!token || typeof claims.email !== 'string' || !claims.email) return { state: 'missing' }
  return { state: tokenExpired(claims) ? 'expired' : 'open', email: claims.email }
}

export type Acceptance = { email: string; first_name: string; last_name: string; password: string }

/** Why an acceptance failed, as the accept page tells it. */
export type AcceptFailure = 'invalid' | 'existing-password' | 'too-many' | 'other'

export class AcceptError extends Error {
  constructor(
    readonly reason: AcceptFailure,
    readonly cause: unknown,
  ) {
    super(toApiError(cause).message)
    this.name = 'AcceptError'
  }
}

const failure = (error: unknown, existing = false): AcceptError => {
  const { status } = toApiError(error)
  if (status === 404) return new AcceptError('invalid', error)
  if (status === 429) return new AcceptError('too-many', error)
  if (existing && (status === 400 || status === 401)) return new AcceptError('existing-password', error)
  return new AcceptError('other', error)
}

/** The registration's answer when the address has an identity already (a customer account, an earlier attempt). */
const identityExists = (error: unknown) => toApiError(error).status === 401 && /already exists/i.test(toApiError(error).message)

/**
 * Accepting an invite: the staff identity is registered for the invite (`?token=`, the back end allows it only for
 * an open invite of this address), or, when the address has one already, signed into with its password; with that
 * identity's token (a bearer of this one call, never stored) Medusa accepts the invite (the token in the query
 * string, the name in the body); then the new member of staff signs in as anyone does (a session cookie).
 */
export async function acceptInvite(inviteToken: string, person: Acceptance) {
  let identity: string
  let existing = false
  try {
    ;({ token: identity } = await sdk.client.fetch<{ token: string }>('/auth/user/emailpass/register', {
      method: 'POST',
      query: { token: inviteToken },
      body: { email: person.email, password: person.password },
    }))
  } catch (error) {
    if (!identityExists(error)) throw failure(error)
    existing = true
    try {
      ;({ token: identity } = await sdk.client.fetch<{ token: string }>('/auth/user/emailpass', {
        method: 'POST',
        body: { email: person.email, password: person.password },
      }))
    } catch (signInError) {
      throw failure(signInError, true)
    }
  }
  try {
    await sdk.admin.invite.accept({ invite_token: inviteToken, first_name: person.first_name, last_name: person.last_name }, undefined, {
      authorization: `Bearer ${identity}`,
    })
  } catch (error) {
    throw failure(error, existing)
  }
  await login(person.email, person.password)
}
