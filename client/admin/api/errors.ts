import type { MessageKey, Translate } from '../i18n'

/**
 * A failed call as the back office shows it: any status of 300 or more is an error carrying the
 * status code, the status text and the `message` of the JSON body (else the status text). `status` is
 * null when no answer arrived at all.
 */
export type ApiError = { status: number | null; statusText: string; message: string }

type ErrorLike = { status?: unknown; statusText?: unknown; message?: unknown }

export function toApiError(error: unknown): ApiError {
  const value = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike
  const status = typeof value.status === 'number' ? value.status : null
  const statusText = typeof value.statusText === 'string' ? value.statusText : ''
  const message = typeof value.message === 'string' && value.message ? value.message : statusText
  return { status, statusText, message }
}

export const isUnauthorized = (error: unknown) => toApiError(error).status === 401

/**
 * Medusa's refusals staff meet in the after-sales flows, told by their English message, and the sentence of the admin
 * dictionaries that says what to do instead.
 */
const REFUSALS: [RegExp, MessageKey][] = [
  [/already has an existing active order change/i, 'refusals.activeChange'],
  [/Order change \S+ is not active to be modified/i, 'refusals.changeClosed'],
  [/request should have at least 1 item/i, 'refusals.noItems'],
  [/Cannot request item return at location/i, 'refusals.returnLocation'],
  [/has been canceled/i, 'refusals.orderCanceled'],
  [/Shipped fulfillments cannot be canceled/i, 'refusals.parcelShipped'],
  [/cannot be sent again/i, 'refusals.mailNotKept'],
]

/** The sentence to show for a failed call, in the admin's language. */
export function describeError(t: Translate, error: unknown): string {
  const { status, statusText, message } = toApiError(error)
  if (status === null) return t('state.unreachable')
  const refusal = status < 500 ? REFUSALS.find(([pattern]) => pattern.test(message)) : undefined
  if (refusal) return t(refusal[1])
  return t('state.httpError', { status, statusText: statusText || String(status), message: message || statusText || String(status) })
}

/** What the login screen says about a failed login: wrong credentials get their own sentence. */
export function loginErrorKey(error: unknown): { key: MessageKey; message?: string } {
  const { status, message } = toApiError(error)
  if (status === 401 || status === 400) return { key: 'login.invalid' }
  if (status === null) return { key: 'state.unreachable' }
  return { key: 'login.failed', message }
}
