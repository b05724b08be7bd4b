// The shop's currencies, one region each (ARCHITECTURE.md, "Regions, currencies and taxes"): a shopper pays in the
// currency of home where the shop can bank it, and the shop keeps one price list per currency, not per country.
// Prices are set in EUR; the others follow at these rates, rounded to retail steps (the seed's `pricesFor`).

export const CURRENCY_RATES = { eur: 1, chf: 0.95, gbp: 0.85, usd: 1.1 } as const
export type Currency = keyof typeof CURRENCY_RATES

/** Goods up to this value (EUR, VAT included) travel by insured parcel, above it by valuables transport. */
export const VALUABLES_THRESHOLD_EUR = 5000

export const isShopCurrency = (code: string): code is Currency => Object.hasOwn(CURRENCY_RATES, code.toLowerCase())

/**
 * The valuables threshold in a shop currency: 5,000 € at the price rates (4,750 CHF, £4,250, $5,500), so a piece
 * travels the same way whichever currency it is bought in; null for a currency the shop does not price in.
 */
export function valuablesThreshold(currency: string): number | null {
  const code = currency.toLowerCase()
  return isShopCurrency(code) ? Math.round(VALUABLES_THRESHOLD_EUR * CURRENCY_RATES[code]) : null
}

/** The valuables threshold as money in a currency, in EUR for a currency the shop does not price in. */
export function valuablesLimit(currency: string): { amount: number; currency_code: string } {
  const amount = valuablesThreshold(currency)
  return amount === null ? { amount: VALUABLES_THRESHOLD_EUR, currency_code: "eur" } : { amount, currency_code: currency.toLowerCase() }
}
