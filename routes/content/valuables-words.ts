import type { Locale } from '../../rules/languages'
import { formatMoney } from '../../rules/money'
import type { ValuablesLimit } from '../api-types'

/**
 * The valuables limit as the content pages write it, on either side: `parcel` the goods that travel by parcel
 * carrier ("bis 5.000 €", "up to €5,000"), `valuables` those that travel by valuables transport ("über 5.000 €",
 * "more than €5,000"); a limit from the amount on reads "unter 5.000 €" / "ab 5.000 €", "less than €5,000" /
 * "€5,000 or more". Amounts without cents unless the rule has them. Null without a limit: the pages then word the
 * sentence without an amount.
 */
export function limitWords(limit: ValuablesLimit | null, locale: Locale): { parcel: string; valuables: string } | null {
  if (!limit) return null
  const amount = formatMoney(limit.amount, limit.currency_code, locale, { wholeWithoutCents: true })
  const from = limit.operator === 'gte'
  if (locale === 'de') return from ? { parcel: `unter ${amount}`, valuables: `ab ${amount}` } : { parcel: `bis ${amount}`, valuables: `über ${amount}` }
  return from ? { parcel: `less than ${amount}`, valuables: `${amount} or more` } : { parcel: `up to ${amount}`, valuables: `more than ${amount}` }
}

/** A phrase of `limitWords` at the start of a sentence. */
export const initial = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1)
