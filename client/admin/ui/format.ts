import type { Locale } from '../../../rules/languages'
import { formatAmount, formatMoney } from '../../../rules/money'
import { formatDate } from '../../../rules/shop-dates'

/** Medusa 2 answers amounts in major units (49.9 = 49,90 €). A missing amount is shown as a dash. */
export function money(amount: number | null | undefined, currency: string | null | undefined, locale: Locale): string {
  if (amount === null || amount === undefined || !currency) return '–'
  return formatMoney(Number(amount), currency, locale)
}

/** An amount as a field shows it for editing (`formatAmount`); nothing for none. */
export function amountText(amount: number | null | undefined, locale: Locale, decimals = 2): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return ''
  return formatAmount(amount, locale, decimals)
}

/** 21.11.2026, 14:05 or 21 Nov 2026, 14:05: the shop's time, as staff in the shop read it. */
export const dateTime = (value: string | Date | null | undefined, locale: Locale): string => formatDate(value, locale, 'mediumTime')

/**
 * Product pictures come from Medusa's file module as root-relative /static/… URLs; the back office loads
 * them through the same-origin pass-through /medusa/static/…. Absolute URLs (a media host) stay as they are.
 */
export function imageSrc(src: string | null | undefined): string | null {
  if (!src) return null
  return src.startsWith('/static/') ? `/medusa${src}` : src
}
