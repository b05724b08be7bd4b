import { useQuery } from '@tanstack/react-query'
import { isUnauthorized } from '../api/errors'
import { ME_QUERY_KEY } from '../api/query-client'
import { sdk } from '../api/sdk'

/** The signed-in member of staff (GET /admin/users/me); a 401 means nobody is signed in. */
export const useMe = () =>
  useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => sdk.admin.user.me(),
    retry: (count, error) => count < 2 && !isUnauthorized(error),
    staleTime: 60_000,
  })

export type LoginResult = { signedIn: true } | { location: string }

/**
 * A login answered with a `location` needs the external provider; nothing is stored then.
 * Otherwise the js-sdk exchanges the token for Medusa's session cookie (auth type 'session').
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  const result = await sdk.auth.login('user', 'emailpass', { email, password })
  if (typeof result === 'object' && 'location' in result && result.location) return { location: result.location }
  return { signedIn: true }
}

/** Logout deletes the session and always clears the client token, even when the call fails. */
export async function logout() {
  try {
    await sdk.auth.logout()
  } finally {
    await sdk.client.clearToken()
  }
}
