/**
 * An amount in the currency's smallest unit, as Stripe wants it (Medusa keeps major units: 1290.5 € → 129050);
 * currencies without minor units (JPY) stay as they are.
 */
export function smallestUnit(amount: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2
  return Math.round(amount * 10 ** digits)
}
