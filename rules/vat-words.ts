// The words of a VAT line (rules/vat.ts decides the line): pages give them the dictionaries' texts, the
// order mail its own copies of them.
import type { Locale } from './languages'
import type { VatLine } from './vat'

/** A rate as the language writes it: "19", "25,5" in German, "25.5" in English (rates have no thousands). */
export function formatRate(rate: number, locale: Locale): string {
  return locale === 'de' ? String(rate).replace('.', ',') : String(rate)
}

/** The words of a VAT line, given its three texts (the dictionaries' cart.taxIncluded… or the mail's). */
export function vatWords(
  line: VatLine,
  locale: Locale,
  texts: { included: (rate: string) => string; includedPlain: string; export: string; voucher: string },
): string {
  if (line.kind === 'export') return texts.export
  if (line.kind === 'voucher') return texts.voucher
  return line.rate === null ? texts.includedPlain : texts.included(formatRate(line.rate, locale))
}
