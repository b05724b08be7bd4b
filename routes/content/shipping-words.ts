import type { Locale } from '../../i18n/locale'
import type { Money } from '../api-types'
import { formatMoney } from '../lib/money'

/**
 * What shipping within Germany costs, as the content pages write it (they name the shop's home country): free, or
 * from an amount ("9,90 €", "€9.90"); null when only the checkout knows it, and the pages then say so or leave it out.
 */
export function germanShippingWords(money: Money | null, locale: Locale): { free: true } | { free: false; from: string } | null {
  if (!money) return null
  return money.amount === 0 ? { free: true } : { free: false, from: formatMoney(money, locale) }
}
