import { CURRENCY_RATES, type Currency } from '../seed-data/regions'

/** Jeweller's price points: 770 below a thousand, 2,490 below ten thousand, 11,900 above. */
export function retailRound(amount: number): number {
  if (amount < 1000) return Math.max(10, Math.round(amount / 10) * 10)
  if (amount < 10000) return Math.round(amount / 100) * 100 - 10
  return Math.round(amount / 100) * 100
}

/** The price in every shop currency for a EUR price. */
export function pricesFor(eur: number): { currency_code: Currency; amount: number }[] {
  return (Object.keys(CURRENCY_RATES) as Currency[]).map((currency_code) => ({
    currency_code,
    amount: currency_code === 'eur' ? eur : retailRound(eur * CURRENCY_RATES[currency_code]),
  }))
}
