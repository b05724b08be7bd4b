// The rules of the contact and newsletter forms, shared by the browser, the worker's /api endpoints and
// (as the same limits and the same e-mail and phone rules) the back end's zod schemas; contact-rules-parity.int.test.ts
// runs both on the same cases.
import { EMAIL_MAX_LENGTH, isEmail } from '../../rules/email'
import { isPhone, PHONE_MAX_LENGTH } from '../../rules/phone'

export const LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: EMAIL_MAX_LENGTH },
  phone: { max: PHONE_MAX_LENGTH },
  subject: { max: 150 },
  message: { min: 10, max: 5000 },
} as const

/** What went wrong with a field; the forms show `contact.errors.{code}` in the visitor's language. */
export type FieldErrorCode = 'required' | 'tooShort' | 'tooLong' | 'email' | 'phone' | 'consent'

export type ContactInput = {
  name: string
  email: string
  phone?: string
  subject?: string
  message: string
  consent: boolean
  website?: string
  /** The piece a question from a product page is about (Medusa's product id). */
  product_id?: string
}

/** A Medusa product id; anything else in the form's hidden product field is no product and is left out. */
const PRODUCT_ID = /^prod_[0-9A-Za-z]{1,60}$/
export type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'consent'
export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorCode>>

export type Validated<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** Control characters other than line breaks and tabs are no text anyone typed (a pasted NUL, an escape): dropped from prose. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
const prose = (value: unknown) => text(value).replace(CONTROL, '').trim()
const isChecked = (value: unknown) => value === true || value === 'true' || value === 'on' || value === '1'

function lengthError(value: string, { min = 0, max }: { min?: number; max: number }, required: boolean): FieldErrorCode | undefined {
  if (!value) return required ? 'required' : undefined
  if (value.length < min) return 'tooShort'
  if (value.length > max) return 'tooLong'
  return undefined
}

function emailError(email: string): FieldErrorCode | undefined {
  return lengthError(email, LIMITS.email, true) ?? (isEmail(email) ? undefined : 'email')
}

/** Drops undefined entries so `{}` means "no errors". */
function compact<F extends string>(errors: Record<F, FieldErrorCode | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code)) as FieldErrors<F>
}

/** Accepts a JSON body or form fields (strings, 'on' for a checked box). */
export function validateContact(raw: Record<string, unknown>): Validated<ContactInput, ContactField> {
  const value: ContactInput = {
    name: prose(raw.name),
    email: text(raw.email).toLowerCase(),
    phone: prose(raw.phone) || undefined,
    subject: prose(raw.subject) || undefined,
    message: prose(raw.message),
    consent: isChecked(raw.consent),
    website: text(raw.website) || undefined,
    product_id: PRODUCT_ID.test(text(raw.product_id)) ? text(raw.product_id) : undefined,
  }
  const errors = compact<ContactField>({
    name: lengthError(value.name, LIMITS.name, true),
    email: emailError(value.email),
    phone: value.phone ? (lengthError(value.phone, LIMITS.phone, false) ?? (isPhone(value.phone) ? undefined : 'phone')) : undefined,
    subject: lengthError(value.subject ?? '', LIMITS.subject, false),
    message: lengthError(value.message, LIMITS.message, true),
    consent: value.consent ? undefined : 'consent',
  })
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value }
}

export type NewsletterInput = { email: string; consent: boolean; website?: string }
export type NewsletterField = 'email' | 'consent'

export function validateNewsletter(raw: Record<string, unknown>): Validated<NewsletterInput, NewsletterField> {
  const value: NewsletterInput = { email: text(raw.email).toLowerCase(), consent: isChecked(raw.consent), website: text(raw.website) || undefined }
  const errors = compact<NewsletterField>({ email: emailError(value.email), consent: value.consent ? undefined : 'consent' })
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value }
}

/** Newsletter tokens (unsubscribe and confirmation links) are url-safe base64 of 24 random bytes (the back end makes them). */
export const isNewsletterToken = (token: string) => /^[A-Za-z0-9_-]{20,64}$/.test(token)
