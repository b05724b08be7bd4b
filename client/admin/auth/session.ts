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

export type LoginResult = { signedIn: true } | { location: string }

/**
 * A login answered with a `location` needs the external provider: the browser goes there and nothing is stored.
 * Otherwise the js-sdk exchanges the token for Medusa's session cookie (auth type 'session'; no token is kept in the
 * browser). A further step Medusa may ask for (a second factor, a verification) is none the shop's staff have: the
 * half-open session is ended and the login fails.
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  const result = await sdk.auth.login('user', 'emailpass', { email, password })
  if (typeof result === 'string') return { signedIn: true }
  if ('location' in result && result.location) return { location: result.location }
  await logout().catch(() => undefined)
  throw Object.assign(new Error('This sign-in needs a step the back office does not offer.'), { status: 403, statusText: 'Forbidden' })
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
