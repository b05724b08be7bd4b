import { describe, expect, it } from 'vitest'
import { CURRENCY_EPSILONS } from './order-states'

describe('the smallest amount of a currency', () => {
  it("follows its decimal digits, as Medusa's 'paid in full' compares with it", () => {
    const epsilons = JSON.parse(CURRENCY_EPSILONS) as Record<string, number>
    expect(epsilons.EUR).toBe(0.01)
    expect(epsilons.CHF).toBe(0.01)
    expect(epsilons.JPY).toBe(1)
  })
})
