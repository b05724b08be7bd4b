// The shop's currencies, one region each (README.md beside this file): a shopper pays in the
// currency of home where the shop can bank it, and the shop keeps one price list per currency, not per country.
// Prices are set in EUR; the others follow at these rates, rounded to retail steps (the seed's `pricesFor`).

export const CURRENCY_RATES = { eur: 1, chf: 0.95, gbp: 0.85, usd: 1.1 } as const
export type Currency = keyof typeof CURRENCY_RATES

export const isShopCurrency = (code: string): code is Currency => Object.hasOwn(CURRENCY_RATES, code.toLowerCase())
