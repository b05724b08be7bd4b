import { describe, expect, it } from 'vitest'
import { available, LOW_STOCK_THRESHOLD, variantStock } from './stock'

describe('what a variant’s stock means for a shopper', () => {
  it('has no limit when stock is not tracked or back orders are allowed', () => {
    expect(variantStock({ manage_inventory: false, inventory_quantity: 0 })).toEqual({ status: 'in_stock', quantity: null })
    expect(variantStock({ manage_inventory: true, allow_backorder: true, inventory_quantity: 0 })).toEqual({ status: 'in_stock', quantity: null })
  })
  it('is sold out at nothing available, also when Medusa reports no quantity or a negative one', () => {
    expect(variantStock({ manage_inventory: true, inventory_quantity: 0 })).toEqual({ status: 'sold_out', quantity: 0 })
    expect(variantStock({ manage_inventory: true, inventory_quantity: null })).toEqual({ status: 'sold_out', quantity: 0 })
    expect(variantStock({ manage_inventory: true })).toEqual({ status: 'sold_out', quantity: 0 })
    expect(variantStock({ manage_inventory: true, inventory_quantity: -2 })).toEqual({ status: 'sold_out', quantity: 0 })
  })
  it(`has few left up to ${LOW_STOCK_THRESHOLD} pieces, then is simply in stock`, () => {
    expect(LOW_STOCK_THRESHOLD).toBe(2)
    expect(variantStock({ manage_inventory: true, inventory_quantity: 1 })).toEqual({ status: 'low_stock', quantity: 1 })
    expect(variantStock({ manage_inventory: true, inventory_quantity: 2 })).toEqual({ status: 'low_stock', quantity: 2 })
    expect(variantStock({ manage_inventory: true, inventory_quantity: 3 })).toEqual({ status: 'in_stock', quantity: 3 })
    expect(variantStock({ inventory_quantity: 4 })).toEqual({ status: 'in_stock', quantity: 4 })
  })
  it('can be bought unless sold out', () => {
    expect(available({ status: 'low_stock', quantity: 1 })).toBe(true)
    expect(available({ status: 'in_stock', quantity: null })).toBe(true)
    expect(available({ status: 'sold_out', quantity: 0 })).toBe(false)
  })
})
