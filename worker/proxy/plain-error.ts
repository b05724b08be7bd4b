import type { MessageKey } from '../../i18n'
import type { Locale } from '../../rules/languages'
import { translate } from '../content/field-messages'

/** application/json and the +json types (problem+json, vnd.api+json), with or without parameters. */
export function isJson(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))
}

/**
 * Whether an answer of Medusa is an error no client of the pass-through can read: 4xx or 5xx with a body
 * that is not JSON (Express's HTML "Cannot GET /store/x", a load balancer's 502 page, an empty body).
 * Successes, redirects and Medusa's own JSON errors pass untouched and unbuffered.
 */
export const isPlainError = (status: number, contentType: string | null): boolean => status >= 400 && !isJson(contentType)

/** What the visitor reads instead, in their language: the public path (the mount included), never the back end's text. */
export function plainErrorMessage(locale: Locale, status: number, method: string, path: string): string {
  const key: MessageKey = status === 404 ? 'messages.passThrough.notFound' : status < 500 ? 'messages.passThrough.refused' : 'messages.passThrough.failed'
  return translate(locale, key, { method, path: path.slice(0, 200), status })
}
