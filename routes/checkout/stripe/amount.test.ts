import { describe, expect, it } from 'vitest'
import { smallestUnit } from './amount'

describe('smallestUnit', () => {
  it("gives Stripe the amount in cents (or the currency's smallest unit)", () => {
    expect(smallestUnit(1290.5, 'eur')).toBe(129050)
    expect(smallestUnit(0.1 + 0.2, 'usd')).toBe(30)
    expect(smallestUnit(99, 'CHF')).toBe(9900)
    expect(smallestUnit(5000, 'jpy')).toBe(5000)
  })
})
