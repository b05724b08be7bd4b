/**
 * An address as the post of its country writes it, line by line: one rule for the checkout's summary, the account,
 * the order page, the back office, the mails and the PDFs. The layouts follow the Universal Postal Union's
 * conventions as Google's address data records them: in Germany "Straße / PLZ Ort", in the United States
 * "City, STATE ZIP", in the United Kingdom the town and the postcode on lines of their own.
 */
import { countryName } from './country-name'
import type { Locale } from './languages'

/** The postal fields of an address (Medusa's customer, cart and order addresses all have them; each may be empty). */
export type PostalAddress = {
  [K in 'company' | 'first_name' | 'last_name' | 'address_1' | 'address_2' | 'postal_code' | 'city' | 'province' | 'country_code']?: string | null
}

/**
 * A layout: one string per line; N name, O company, A the street lines, Z postal code, C city, S state or province.
 * A line whose fields are all empty is left out; separators around an empty field go with it.
 */
const DEFAULT = ['N', 'O', 'A', 'Z C', 'S']
const LAYOUTS: Record<string, string[]> = {
  us: ['N', 'O', 'A', 'C, S Z'],
  ca: ['N', 'O', 'A', 'C S Z'],
  au: ['O', 'N', 'A', 'C S Z'],
  gb: ['N', 'O', 'A', 'C', 'S', 'Z'],
  ie: ['N', 'O', 'A', 'C', 'S', 'Z'],
  nz: ['N', 'O', 'A', 'C Z', 'S'],
  jp: ['N', 'O', 'A', 'C, S', 'Z'],
  sg: ['N', 'O', 'A', 'C Z', 'S'],
  ae: ['N', 'O', 'A', 'C Z', 'S'],
}

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()

function field(address: PostalAddress, token: string): string[] {
  switch (token) {
    case 'N':
      return [[clean(address.first_name), clean(address.last_name)].filter(Boolean).join(' ')]
    case 'O':
      return [clean(address.company)]
    case 'A':
      return [clean(address.address_1), clean(address.address_2)]
    case 'Z':
      return [clean(address.postal_code)]
    case 'C':
      return [clean(address.city)]
    case 'S':
      return [clean(address.province)]
    default:
      return []
  }
}

/** One layout line: its fields joined by what stands between them ("C, S Z"), empty fields and their separators dropped. */
function lineOf(address: PostalAddress, layout: string): string[] {
  if (layout === 'A') return field(address, 'A').filter(Boolean)
  const parts = layout.split(/([A-Z])/).filter(Boolean)
  let line = ''
  let separator = ''
  for (const part of parts) {
    if (!/^[A-Z]$/.test(part)) {
      separator = part
      continue
    }
    const value = field(address, part)[0]
    if (!value) continue
    line += line ? separator + value : value
    separator = ''
  }
  return line ? [line] : []
}

export type AddressLinesOptions = {
  /** The country's name on the last line, in this language; omitted when absent (a line of a table, a one-liner). */
  locale?: Locale
  /** Leave out the name and the company (documents that print them apart). */
  withoutRecipient?: boolean
}

/** The address's lines, in its country's order, every filled field exactly once. */
export function addressLines(address: PostalAddress, options: AddressLinesOptions = {}): string[] {
  const country = clean(address.country_code).toLowerCase()
  const layout = (LAYOUTS[country] ?? DEFAULT).filter((line) => !(options.withoutRecipient && (line === 'N' || line === 'O')))
  const lines = layout.flatMap((line) => lineOf(address, line))
  if (options.locale && country) lines.push(countryName(country, options.locale))
  return lines
}
