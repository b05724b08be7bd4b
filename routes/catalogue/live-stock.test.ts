import { describe, expect, it } from 'vitest'
import type { ProductVariant } from '../api-types'
import { withStock } from './live-stock'

const variant = (id: string, in_stock: boolean): ProductVariant => ({
  id,
  title: id,
  sku: null,
  options: { Legierung: id },
  price: null,
  original_price: null,
  in_stock,
  stock: in_stock ? { status: 'in_stock', quantity: 3 } : { status: 'sold_out', quantity: 0 },
  material: null,
  images: [],
})

describe('the cached variants corrected by the live stock', () => {
  it('takes the live stock of every variant, a sold-out one as not buyable', () => {
    const live = withStock([variant('a', true), variant('b', false)], {
      a: { status: 'sold_out', quantity: 0 },
      b: { status: 'low_stock', quantity: 1 },
    })
    expect(live.map((v) => [v.id, v.in_stock, v.stock])).toEqual([
      ['a', false, { status: 'sold_out', quantity: 0 }],
      ['b', true, { status: 'low_stock', quantity: 1 }],
    ])
  })
  it('counts a variant the live answer no longer lists as sold out', () => {
    expect(withStock([variant('a', true)], {})[0]).toMatchObject({ in_stock: false, stock: { status: 'sold_out', quantity: 0 } })
  })
})
