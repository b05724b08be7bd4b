import { Client, FetchError, Store } from '@medusajs/js-sdk'

let api: { client: Client; store: Store } | null = null

/**
 * Medusa's js-sdk, talking to the worker's same-origin pass-through (which adds the publishable key).
 * Only the Client and Store parts are imported, so the admin API stays out of the chunk; the chunk
 * itself is loaded on first cart or account use, never with a page's initial JS.
 *
 * Customers sign in with Medusa's session auth: the session lives in an HttpOnly cookie on the shop's
 * origin, sent with every call (`credentials: include`); no token is ever kept in local or session storage.
 */
function medusa() {
  if (!api) {
    const client = new Client({ baseUrl: `${location.origin}/medusa`, auth: { type: 'session', jwtTokenStorageMethod: 'nostore' } })
    api = { client, store: new Store(client) }
  }
  return api
}

export const sdk = () => medusa().store
/** For custom back-end routes without a Store method; same base URL and error type. */
export const client = () => medusa().client

/** The HTTP status of a failed sdk call, if it got that far. */
export const statusOf = (error: unknown) => (error instanceof FetchError ? error.status : undefined)
/** The back end's message of a failed call (Medusa answers `{ message }`). */
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null)
