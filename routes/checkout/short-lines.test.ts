import { describe, expect, it } from 'vitest'
import type { LineItem } from '../cart/cart-state'
import { shortLines } from './short-lines'

const line = (id: string, variant: string, quantity: number) => ({ id, variant_id: variant, quantity }) as LineItem

describe('which lines the live stock no longer covers', () => {
  it('names a piece sold meanwhile and leaves the others', () => {
    expect(shortLines([line('a', 'v1', 1), line('b', 'v2', 1)], { v1: 0, v2: 1 })).toEqual([{ lineId: 'a', variantId: 'v1', quantity: 1, available: 0 }])
  })
  it('says how many of a line can still be had', () => {
    expect(shortLines([line('a', 'v1', 3)], { v1: 2 })).toEqual([{ lineId: 'a', variantId: 'v1', quantity: 3, available: 2 }])
  })
  it('lets lines of one variant share its stock in the cart’s order', () => {
    expect(shortLines([line('a', 'v1', 1), line('b', 'v1', 2)], { v1: 2 })).toEqual([{ lineId: 'b', variantId: 'v1', quantity: 2, available: 1 }])
  })
  it('never calls a line short without a number: no limit, or the stock could not be read', () => {
    expect(shortLines([line('a', 'v1', 5), line('b', 'v2', 5)], { v1: null })).toEqual([])
  })
  it('finds nothing when the stock covers the cart', () => {
    expect(shortLines([line('a', 'v1', 2)], { v1: 2 })).toEqual([])
  })
})
