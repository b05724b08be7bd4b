import { describe, expect, it } from 'vitest'
import type { ProductVariant } from '../api-types'
import { findVariant, initialSelection } from './variants'

const variant = (id: string, options: Record<string, string>, in_stock = true): ProductVariant => ({
  id,
  title: id,
  sku: null,
  options,
  price: { amount: 100, currency_code: 'eur' },
  in_stock,
})

const variants = [
  variant('a', { Ringgröße: '52', Legierung: 'Gold 585' }, false),
  variant('b', { Ringgröße: '54', Legierung: 'Gold 585' }),
  variant('c', { Ringgröße: '54', Legierung: 'Gold 750' }),
]

describe('variants', () => {
  it('starts from the first variant in stock', () => {
    expect(initialSelection({ variants })).toEqual({ Ringgröße: '54', Legierung: 'Gold 585' })
    expect(initialSelection({ variants: [] })).toEqual({})
  })

  it('finds the variant of a full selection, and none for a missing combination', () => {
    expect(findVariant(variants, { Ringgröße: '54', Legierung: 'Gold 750' })?.id).toBe('c')
    expect(findVariant(variants, { Ringgröße: '52', Legierung: 'Gold 750' })).toBeUndefined()
  })
})
