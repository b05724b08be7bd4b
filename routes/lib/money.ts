import { LANGUAGE_TAG, type Locale } from '../../rules/languages'
import type { Money } from '../api-types'

const formats = new Map<string, Intl.NumberFormat>()

/** Formats a major-unit amount in the region's currency for the locale, e.g. 1.290,00 € or €1,290.00. */
export function formatMoney(money: Money, locale: Locale): string {
  const currency = money.currency_code.toUpperCase()
  const key = `${locale}:${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: 'currency', currency })
    formats.set(key, format)
  }
  return format.format(money.amount)
}
