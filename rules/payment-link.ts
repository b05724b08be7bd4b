import { type Locale, localeOf } from './languages'

/**
 * A payment link: the mailed address of the storefront page where a customer pays what an order still owes (one
 * payment collection of the order) by card. The link carries a token, an HMAC of the collection's id and the link's
 * expiry under a secret of the back end's: whoever holds the link may see the amount and pay it, nobody can make a
 * link for another collection, and a link past its expiry is refused even though its signature is right. Medusa alone
 * makes and checks tokens (backend/src/lib/payment-link.ts); the storefront only passes them on.
 */

/** How long a mailed link can be paid with. */
export const PAYMENT_LINK_DAYS = 14

/** The page's path segment in each language (i18n/segments.ts names it, the mail writes it). */
export const PAYMENT_LINK_SEGMENT = { de: 'zahlung', en: 'payment' } as const satisfies Record<Locale, string>

/** The header the page sends the token in (never a query parameter Medusa would log). */
export const PAYMENT_LINK_HEADER = 'x-payment-link-token'

export type TokenCheck = 'valid' | 'expired' | 'invalid'

const encoder = new TextEncoder()

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

async function signature(collectionId: string, expires: string, secret: string): Promise<string> {
  if (!secret) throw new Error('a payment link needs a secret')
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  // the purpose in the signed text: a signature of this secret made for something else never fits here
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`payment-link:${collectionId}:${expires}`)))
}

/** The token of a link to `collectionId` valid until `expiresAt`: `<expiry in seconds, base 36>.<signature>`. */
export async function paymentLinkToken(collectionId: string, expiresAt: Date, secret: string): Promise<string> {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36)
  return `${expires}.${await signature(collectionId, expires, secret)}`
}

/** Compares without stopping at the first difference, so timing tells nothing about how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** Whether `token` is a link to `collectionId` made with `secret`, and still within its expiry at `now`. */
export async function checkPaymentLinkToken(token: unknown, collectionId: string, secret: string, now = new Date()): Promise<TokenCheck> {
  if (typeof token !== 'string' || token.length > 200) return 'invalid'
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return 'invalid'
  const [, expires, signed] = match
  if (!sameText(signed, await signature(collectionId, expires, secret))) return 'invalid'
  return Number.parseInt(expires, 36) * 1000 > now.getTime() ? 'valid' : 'expired'
}

/**
 * Where the mail sends the customer: the page under the order's country in the order's language
 * (`/de/zahlung/{id}`, `/gb/payment/{id}`); an order whose language is not its country's (an English order to
 * Germany) gets the canonical shop of its language (`/us/…`, `/de/…`).
 */
export function paymentLinkPath({ country, locale, collectionId }: { country: string | null | undefined; locale: Locale; collectionId: string }) {
  const code = (country ?? '').toLowerCase()
  const prefix = code && localeOf(code) === locale ? code : locale === 'de' ? 'de' : 'us'
  return `/${prefix}/${PAYMENT_LINK_SEGMENT[locale]}/${encodeURIComponent(collectionId)}`
}
