import { describe, expect, it } from 'vitest'
import { pricesDiffer } from './price-from'

const eur = (amount: number) => ({ amount, currency_code: 'eur' })

describe('price from', () => {
  it('reads "from" only when variants cost different amounts', () => {
    expect(pricesDiffer([eur(1290), eur(1490)])).toBe(true)
    expect(pricesDiffer([eur(1290), eur(1290), eur(1290)])).toBe(false)
    expect(pricesDiffer([eur(1290)])).toBe(false)
    expect(pricesDiffer([])).toBe(false)
  })

  it('ignores variants without a price and sub-cent noise', () => {
    expect(pricesDiffer([eur(990), null, undefined])).toBe(false)
    expect(pricesDiffer([eur(990), eur(990.001)])).toBe(false)
    expect(pricesDiffer([eur(990), eur(990.01)])).toBe(true)
  })
})
