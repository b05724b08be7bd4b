import type { Locale } from './languages'

type Named = { name: string; metadata?: Record<string, unknown> | null }

/**
 * The longest name in either language, the German one and `metadata.name_en` alike (a name is a label in lists, mails
 * and invoices, not a description). The German name is required; an empty English one keeps the German one.
 * rules/name-in-language-schema.ts holds it as the zod schemas of the back office's forms and the shop's own routes.
 */
export const NAME_MAX_LENGTH = 100

/**
 * The name of a thing the shop names in both languages — a shipping option, a service zone, a shipping profile, a
 * sales channel, a stock location, a fulfilment set — for the storefront, the mails and invoices and the back office
 * alike. Its own name is German; its English one is `metadata.name_en` (seeded, and edited in the back office beside
 * the German one); without an English name the German one stands. A cart's or order's shipping method keeps only the
 * German name: its option is looked up by `shipping_option_id`.
 */
export function nameIn(named: Named, locale: Locale): string {
  const english = named.metadata?.name_en
  return locale === 'en' && typeof english === 'string' && english.trim() ? english.trim() : named.name
}
