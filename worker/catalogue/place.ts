import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import type { ProductDetail, Region } from '../../routes/api-types'
import { vatText } from '../../routes/cart/vat-text'
import type { Locale } from '../../rules/languages'
import { vatFor } from '../../rules/vat'

export type Place = Pick<ProductDetail, 'vat' | 'vat_note' | 'valuables_limit'>

/**
 * What a product page says for its country, from the regions' copy in memory (no call of its own): what the prices
 * include (the destination's VAT at its rate, or a tax-free export) in the page's words, and from which cart value
 * the country's shipping options send goods by valuables transport (in the country's currency; null when they have
 * no such rule, or the country is in no region).
 */
export function placeOf(country: string, locale: Locale, region: Region | null): Place {
  const place = region?.countries.find((candidate) => candidate.iso_2 === country)
  const vat = vatFor(country, place?.tax_rate)
  return {
    vat,
    vat_note: vatText(translator(locale, dictionaries[locale]), locale, vat),
    valuables_limit: place?.valuables_limit ?? null,
  }
}
