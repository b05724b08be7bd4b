import type { Locale } from './languages'

type Named = { name: string; metadata?: Record<string, unknown> | null }

/**
 * A shipping option's name in a language, for the storefront, the mails and invoices and the back office alike. The
 * option's own name is German; its English one is `metadata.name_en` (seeded, and edited in the back office beside
 * the German one); without an English name the German one stands. A cart's or order's shipping method keeps only the
 * German name: its option is looked up by `shipping_option_id`.
 */
export function shippingOptionName(option: Named, locale: Locale): string {
  const english = option.metadata?.name_en
  return locale === 'en' && typeof english === 'string' && english.trim() ? english.trim() : option.name
}
