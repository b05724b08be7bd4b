import type { HandleKind } from '../../i18n/segments'
import { isEmail } from '../../rules/email'
import type { Locale } from '../../rules/languages'
import { badRequest } from './errors'

// Pure checks of request input. Each returns the clean value or throws a 400 with a precise message.

export function parseLocale(value: string | undefined, name = 'locale'): Locale {
  if (value === 'de' || value === 'en') return value
  throw badRequest(`${name} must be 'de' or 'en', got '${value ?? ''}'`)
}

/** A two-letter code that one of the shop's regions sells to (lowercase). */
export function parseCountry(value: string | undefined, known: Set<string>, name = 'countryCode'): string {
  if (!value || !/^[a-z]{2}$/.test(value)) throw badRequest(`${name} must be a two-letter lowercase country code, got '${value ?? ''}'`)
  if (!known.has(value)) throw badRequest(`${name} '${value}' is not a country the shop sells to`)
  return value
}

const SLUG = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N}._~-]{0,199}$/u

/** A handle as Medusa writes them: lowercase letters, digits, '-', '_', '.', '~'; at most 200 characters. */
export function parseSlug(value: string | undefined, name = 'slug'): string {
  if (!value || !SLUG.test(value)) throw badRequest(`${name} must be a lowercase handle (letters, digits, '-', '_', '.'), got '${value ?? ''}'`)
  return value
}

export function parseKind(value: string | undefined, name = 'type'): HandleKind {
  if (value === 'product' || value === 'category' || value === 'collection') return value
  throw badRequest(`${name} must be 'product', 'category' or 'collection', got '${value ?? ''}'`)
}

/** A Medusa id with its prefix, e.g. `prod_01J…`, `pcat_…`, `pcol_…`, `reg_…`. */
export function parseId(value: string | undefined, prefix: string, name: string): string {
  if (!value || !new RegExp(`^${prefix}_[A-Za-z0-9]{1,64}$`).test(value)) {
    throw badRequest(`${name} must be a Medusa id starting with '${prefix}_', got '${value ?? ''}'`)
  }
  return value
}

export function parseOptionalId(value: string | undefined, prefix: string, name: string): string | undefined {
  return value === undefined || value === '' ? undefined : parseId(value, prefix, name)
}

/** A whole number within [min, max]; the default when absent or empty. */
export function parseInteger(value: string | undefined, name: string, { min, max, fallback }: { min: number; max: number; fallback: number }): number {
  if (value === undefined || value === '') return fallback
  if (!/^\d+$/.test(value)) throw badRequest(`${name} must be a whole number, got '${value}'`)
  const number = Number(value)
  if (number < min || number > max) throw badRequest(`${name} must be between ${min} and ${max}, got ${number}`)
  return number
}

export function parseBoolean(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false
  if (value === 'true' || value === '1') return true
  throw badRequest(`${name} must be 'true' or 'false', got '${value}'`)
}

/** Free text for Medusa's `q`: trimmed, at most 200 characters, empty means none. */
export function parseSearch(value: string | undefined, name = 'query'): string | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (text.length > 200) throw badRequest(`${name} must be at most 200 characters`)
  return text
}

/** An e-mail address by the shop's one rule (rules/email.ts). */
export function parseEmail(value: unknown, name = 'email'): string {
  if (typeof value !== 'string') throw badRequest(`${name} is required`)
  const email = value.trim()
  if (!isEmail(email)) throw badRequest(`${name} is not a valid e-mail address`)
  return email
}
