import Medusa from '@medusajs/js-sdk'

/**
 * The back office's only client of Medusa. It talks to the worker's staff pass-through at /admin/api (its
 * session cookie lives under /admin, apart from any customer session of the shop), and with
 * session auth the login token is exchanged for Medusa's session cookie; nothing is kept in storage by
 * us. `jwtTokenStorageKey` is spelled out (the sdk's default today) so that an sdk update cannot move it.
 */
export const sdk = new Medusa({
  baseUrl: `${location.origin}/admin/api`,
  auth: { type: 'session', jwtTokenStorageKey: 'medusa_auth_token', jwtTokenStorageMethod: 'local' },
})
