import { LANGUAGE_TAG, type Locale } from '../../../rules/languages'
import { formatMoney } from '../../../routes/lib/money'

/** Medusa 2 answers amounts in major units (49.9 = 49,90 €). A missing amount is shown as a dash. */
export function money(amount: number | null | undefined, currency: string | null | undefined, locale: Locale): string {
  if (amount === null || amount === undefined || !currency) return '–'
  return formatMoney({ amount: Number(amount), currency_code: currency }, locale)
}

const numbers = new Map<string, Intl.NumberFormat>()
/**
 * An amount as a field shows it for editing: "1.890,00" or "1,890.00" (two decimals for money, `decimals` for other
 * numbers, thousands grouped); `parseAmount` reads it back to the same amount.
 */
export function amountText(amount: number | null | undefined, locale: Locale, decimals = 2): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return ''
  const key = `${locale}:${decimals}`
  let format = numbers.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAG[locale], { minimumFractionDigits: decimals === 2 ? 2 : 0, maximumFractionDigits: decimals })
    numbers.set(key, format)
  }
  return format.format(amount)
}

const dates = new Map<string, Intl.DateTimeFormat>()
/** 21.11.2026, 14:05 or Nov 21, 2026, 2:05 PM. */
export function dateTime(value: string | Date | null | undefined, locale: Locale): string {
  if (!value) return '–'
  let format = dates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: 'medium', timeStyle: 'short' })
    dates.set(locale, format)
  }
  return format.format(new Date(value))
}

/**
 * Product pictures come from Medusa's file module as root-relative /static/… URLs; the back office loads
 * them through the same-origin pass-through /medusa/static/…. Absolute URLs (a media host) stay as they are.
 */
export function imageSrc(src: string | null | undefined): string | null {
  if (!src) return null
  return src.startsWith('/static/') ? `/medusa${src}` : src
}
