import { describe, expect, it } from 'vitest'
import type { LineItem } from './cart-state'
import { lineName, lineProductPath, lineTitle, lineVariant } from './line-display'

const item = {
  id: 'cali_1',
  title: 'Default',
  product_title: 'Ring Gold',
  product_handle: 'ring-gold',
  variant_title: '54 / Gold 750',
  product: { id: 'prod_1', title: 'Ring Gold', handle: 'ring-gold', metadata: { title_en: 'Gold ring', handle_en: 'gold-ring' } },
} as unknown as LineItem

describe('line display', () => {
  it('uses the German title and handle for de and the English metadata for en', () => {
    expect(lineTitle(item, 'de')).toBe('Ring Gold')
    expect(lineTitle(item, 'en')).toBe('Gold ring')
    expect(lineProductPath(item, 'de')).toBe('/products/ring-gold')
    expect(lineProductPath(item, 'en')).toBe('/products/gold-ring')
  })

  it('falls back to the German values when English ones are missing, and hides default variant titles', () => {
    const plain = { ...item, variant_title: 'Default variant', product: { ...item.product, metadata: null } } as unknown as LineItem
    expect(lineTitle(plain, 'en')).toBe('Ring Gold')
    expect(lineProductPath(plain, 'en')).toBe('/products/ring-gold')
    expect(lineVariant(plain)).toBeNull()
    expect(lineVariant(item)).toBe('54 / Gold 750')
  })

  it('names a piece in a sentence by its title in the language, and its variant when it has options', () => {
    expect(lineName(item, 'de')).toBe('Ring Gold (54 / Gold 750)')
    expect(lineName(item, 'en')).toBe('Gold ring (54 / Gold 750)')
    expect(lineName({ ...item, variant_title: 'Default variant' } as LineItem, 'de')).toBe('Ring Gold')
  })
})
