// Money, one rule set for the storefront, the back office, the mails and the PDFs: amounts in the currency's major
// unit (Medusa 2's 49.9 is 49,90 €), rounded to the cent one way, written by the reader's language. Typed amounts are
// read back by typed-amount.ts, which takes everything written here.
import { LANGUAGE_TAG, type Locale } from './languages'

/**
 * An amount rounded to the cent, halves away from zero so a refund rounds as its charge did. The product is cut to
 * 15 significant digits first: 1.005 is stored as 1.00499…, yet means one cent and a half.
 */
export function roundCents(value: unknown): number {
  const amount = Number(value ?? 0)
  if (!Number.isFinite(amount)) return amount
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)))
  return cents === 0 ? 0 : (Math.sign(amount) * cents) / 100
}

const formats = new Map<string, Intl.NumberFormat>()
function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key)
  if (!format) formats.set(key, (format = make()))
  return format
}

/**
 * An amount in a currency as the language writes it: "1.290,00 €", "€1,290.00". Amounts are written by language,
 * not by country (no Swiss "1'290.00"): what a page shows, staff can paste into any amount field.
 * `wholeWithoutCents` drops ",00" from whole amounts ("bis 5.000 €").
 */
export function formatMoney(amount: number, currency: string, locale: Locale, options: { wholeWithoutCents?: boolean } = {}): string {
  const code = currency.toUpperCase()
  const whole = options.wholeWithoutCents === true && Number.isInteger(amount)
  const format = cached(
    `${locale}:${code}:${whole}`,
    () =>
      new Intl.NumberFormat(LANGUAGE_TAG[locale], {
        style: 'currency',
        currency: code,
        ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      }),
  )
  return format.format(amount)
}

/**
 * An amount without currency as a field shows it for editing: "1.890,00", "1,890.00" (two decimals for money,
 * up to `decimals` for other numbers, thousands grouped); `readAmount` reads it back to the same amount.
 */
export function formatAmount(amount: number, locale: Locale, decimals = 2): string {
  const format = cached(
    `${locale}:${decimals}`,
    () => new Intl.NumberFormat(LANGUAGE_TAG[locale], { minimumFractionDigits: decimals === 2 ? 2 : 0, maximumFractionDigits: decimals }),
  )
  return format.format(amount)
}
