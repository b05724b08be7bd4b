import { describe, expect, it } from 'vitest'
import type { ProductVariant } from '../api-types'
import { findVariant, galleryOf, initialSelection, selectionFor, valueState, variantUrl } from './variants'

const variant = (id: string, options: Record<string, string>, in_stock = true, amount = 100): ProductVariant => ({
  id,
  title: id,
  sku: null,
  options,
  price: { amount, currency_code: 'eur' },
  original_price: null,
  in_stock,
  stock: in_stock ? { status: 'in_stock', quantity: 3 } : { status: 'sold_out', quantity: 0 },
  material: null,
  images: [],
})

// 52 is sold out in 587; 750 exists only in 54: a matrix with a hole and a sold-out cell
const variants = [
  variant('a', { Legierung: 'Gold 587', Ringgröße: '52' }, false),
  variant('b', { Legierung: 'Gold 587', Ringgröße: '54' }),
  variant('c', { Legierung: 'Gold 750', Ringgröße: '54' }, true, 130),
]

describe('variant selection', () => {
  it('starts from the first variant in stock', () => {
    expect(initialSelection({ variants })).toEqual({ Legierung: 'Gold 587', Ringgröße: '54' })
    expect(initialSelection({ variants: [variant('x', { Zertifikat: 'GIA' }, false)] })).toEqual({ Zertifikat: 'GIA' })
    expect(initialSelection({ variants: [] })).toEqual({})
  })

  it('opens with the variant named in the URL, ignoring unknown ids', () => {
    expect(selectionFor({ variants }, 'c')).toEqual({ Legierung: 'Gold 750', Ringgröße: '54' })
    expect(selectionFor({ variants }, 'a')).toEqual({ Legierung: 'Gold 587', Ringgröße: '52' })
    expect(selectionFor({ variants }, 'variant_unknown')).toEqual({ Legierung: 'Gold 587', Ringgröße: '54' })
    expect(selectionFor({ variants }, null)).toEqual({ Legierung: 'Gold 587', Ringgröße: '54' })
  })

  it('finds the variant of a full selection, and none for a missing or partial one', () => {
    expect(findVariant(variants, { Legierung: 'Gold 750', Ringgröße: '54' })?.id).toBe('c')
    expect(findVariant(variants, { Legierung: 'Gold 750', Ringgröße: '52' })).toBeUndefined()
    expect(findVariant(variants, { Legierung: 'Gold 750' })).toBeUndefined()
  })

  it('tells which values can be chosen with the other options kept', () => {
    const at587in54 = { Legierung: 'Gold 587', Ringgröße: '54' }
    expect(valueState(variants, at587in54, 'Ringgröße', '52')).toBe('sold-out')
    expect(valueState(variants, at587in54, 'Legierung', 'Gold 750')).toBe('available')
    const at750 = { Legierung: 'Gold 750', Ringgröße: '54' }
    expect(valueState(variants, at750, 'Ringgröße', '52')).toBe('missing')
    expect(valueState(variants, at750, 'Ringgröße', '54')).toBe('available')
  })

  it('puts the chosen variant into the URL and keeps other parameters', () => {
    const url = new URL('https://shop.example/de/produkte/ring?utm_source=x#details')
    expect(variantUrl(url, 'c')).toBe('/de/produkte/ring?utm_source=x&variant=c#details')
    expect(variantUrl(new URL('https://shop.example/de/produkte/ring?variant=a'), 'b')).toBe('/de/produkte/ring?variant=b')
    expect(variantUrl(new URL('https://shop.example/de/produkte/ring?variant=a'), undefined)).toBe('/de/produkte/ring')
  })
})

describe('the gallery of the chosen variant', () => {
  const pictures = ['gelbgold.jpg', 'rosegold.jpg', 'etui.jpg']
  it("puts the variant's own pictures first and keeps the product's others after them", () => {
    const rose = { ...variant('rose', {}), images: ['rosegold.jpg'] }
    expect(galleryOf(pictures, rose)).toEqual(['rosegold.jpg', 'gelbgold.jpg', 'etui.jpg'])
  })
  it("shows the product's order for a variant without pictures of its own, or none chosen", () => {
    expect(galleryOf(pictures, variant('plain', {}))).toEqual(pictures)
    expect(galleryOf(pictures, undefined)).toEqual(pictures)
  })
})
