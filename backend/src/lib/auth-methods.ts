type Env = Record<string, string | undefined>

/** Medusa's id of the Google provider (medusa-config registers it under this id when its credentials are set). */
export const GOOGLE_PROVIDER = 'google'

/**
 * Which sign-in methods each actor may use (Medusa's `http.authMethodsPerActor`; Medusa refuses any other with
 * 401 on sign-in, registration, callbacks and the identity-to-user route). Staff sign in with e-mail and password
 * only: a Google identity (anyone with a Google account) must never become staff. Customers use e-mail and
 * password, and Google when the shop has its credentials.
 */
export function authMethodsPerActor(env: Env): Record<'user' | 'customer', string[]> {
  const google = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
  return { user: ['emailpass'], customer: google ? ['emailpass', GOOGLE_PROVIDER] : ['emailpass'] }
}
