import { describe, expect, it } from 'vitest'
import { shippingTexts, valuablesThreshold } from './shipping'

describe("the seed's valuables threshold", () => {
  it('starts at 5,000 € at the price rates in every shop currency', () => {
    expect(valuablesThreshold('eur')).toBe(5000)
    expect(valuablesThreshold('CHF')).toBe(4750)
    expect(valuablesThreshold('gbp')).toBe(4250)
    expect(valuablesThreshold('usd')).toBe(5500)
    expect(valuablesThreshold('jpy')).toBeNull()
  })

  it("is named by no option's description: the rules decide it, and staff move them", () => {
    for (const kind of ['insured', 'valuables'] as const) {
      const texts = shippingTexts(kind)
      expect(`${texts.description} ${texts.description_en}`).not.toMatch(/\d/)
    }
  })
})
