import { useQuery } from '@tanstack/react-query'
import { isUnauthorized } from '../api/errors'
import { ME_QUERY_KEY } from '../api/query-client'
import { sdk } from '../api/sdk'

let signedIn: string | undefined

/**
 * The id of the signed-in member of staff as Medusa last answered it (the gate loads it before any page shows), for
 * rules of the screens such as "never delete oneself"; Medusa keeps the same rules itself.
 */
export const signedInUserId = () => signedIn

/** The signed-in member of staff (GET /admin/users/me); a 401 means nobody is signed in. */
export const useMe = () =>
  useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async () => {
      const answer = await sdk.admin.user.me()
      signedIn = answer.user.id
      return answer
    },
    retry: (count, error) => count < 2 && !isUnauthorized(error),
    staleTime: 60_000,
  })

/** A sign-in that passed the password and waits for the second factor: Medusa's challenge and the ways to answer it. */
export type SecondFactorChallenge = { id: string; methods: string[] }

export type LoginResult = { signedIn: true } | { location: string } | { secondFactor: SecondFactorChallenge }

/**
 * A login answered with a `location` needs the external provider: the browser goes there and nothing is stored.
 * Otherwise the js-sdk exchanges the token for Medusa's session cookie (auth type 'session'; no token is kept in the
 * browser). A member of staff with a second factor gets a challenge: the session holds only the identity, which
 * Medusa lets do nothing but answer it (`answerSecondFactor`). Any other step Medusa may ask for (a verification) is
 * none the shop's staff have: the half-open session is ended and the login fails.
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  const result = await sdk.auth.login('user', 'emailpass', { email, password })
  if (typeof result === 'string') return { signedIn: true }
  if ('location' in result && result.location) return { location: result.location }
  if ('mfa_required' in result && result.mfa_required) return { secondFactor: { id: result.mfa_challenge.id, methods: result.mfa_challenge.methods } }
  await logout().catch(() => undefined)
  throw Object.assign(new Error('This sign-in needs a step the back office does not offer.'), { status: 403, statusText: 'Forbidden' })
}

/** The second step: a code of the authenticator app (`totp`) or a recovery code; the session then holds the member of staff. */
export async function answerSecondFactor(challenge: SecondFactorChallenge, method: 'totp' | 'recovery_code', code: string) {
  await sdk.auth.mfa.verifyChallenge(challenge.id, { method, code: code.replace(/\s+/g, '') })
}

/** Logout deletes the session and always clears the client token, even when the call fails. */
export async function logout() {
  signedIn = undefined
  try {
    await sdk.auth.logout()
  } finally {
    await sdk.client.clearToken()
  }
}
