import { describe, expect, it } from 'vitest'
import { lineSale, saving } from './sale'

describe('saving', () => {
  it('is the difference when the original is above the price', () => {
    expect(saving(1390, 1590)).toBe(200)
    expect(saving(19.9, 24.95)).toBe(5.05)
  })

  it('is null without an original, or when the original is not above the price', () => {
    expect(saving(1390, null)).toBeNull()
    expect(saving(1390, undefined)).toBeNull()
    expect(saving(1390, 1390)).toBeNull()
    expect(saving(1390, 1190)).toBeNull()
  })
})

describe('lineSale', () => {
  it('names the original unit price and what the quantity saves', () => {
    expect(lineSale({ unit_price: 1390, quantity: 2, compare_at_unit_price: 1590 })).toEqual({ originalUnit: 1590, saving: 400 })
    // Medusa may answer big numbers as strings
    expect(lineSale({ unit_price: 1390, quantity: 1, compare_at_unit_price: '1590' })).toEqual({ originalUnit: 1590, saving: 200 })
  })

  it('is null for a line bought at the regular price, or one repriced after the sale ended', () => {
    expect(lineSale({ unit_price: 1590, quantity: 1, compare_at_unit_price: null })).toBeNull()
    expect(lineSale({ unit_price: 1590, quantity: 1 })).toBeNull()
    expect(lineSale({ unit_price: 1590, quantity: 1, compare_at_unit_price: 1590 })).toBeNull()
  })
})
