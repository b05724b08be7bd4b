import { describe, expect, it } from 'vitest'
import type { MedusaProduct } from './medusa-types'
import { ownImagesByVariant } from './variant-images'

// as Medusa answers `images.id` and `variants.images.id`: a variant shows the pictures of no variant and its own
const product: MedusaProduct = {
  id: 'prod_1',
  title: 'Solitärring',
  handle: 'solitaerring',
  images: [
    { id: 'img_case', url: '/static/etui.jpg', rank: 2 },
    { id: 'img_rose', url: '/static/rose.jpg', rank: 1 },
    { id: 'img_white', url: 'http://medusa:9000/static/white.jpg', rank: 0 },
  ],
  variants: [
    { id: 'var_rose', images: [{ id: 'img_case' }, { id: 'img_rose' }] },
    { id: 'var_white', images: [{ id: 'img_case' }, { id: 'img_white' }] },
    { id: 'var_plain', images: [{ id: 'img_case' }] },
  ],
}

describe("a variant's own pictures", () => {
  it('are those not every variant shows, as the browser loads them, in the product order', () => {
    const own = ownImagesByVariant(product, 'http://medusa:9000')
    expect(own.get('var_rose')).toEqual(['/medusa/static/rose.jpg'])
    expect(own.get('var_white')).toEqual(['/medusa/static/white.jpg'])
    expect(own.get('var_plain')).toEqual([])
  })

  it('are none when the variants show the same pictures (nothing assigned, or an answer without them)', () => {
    const same = { ...product, variants: product.variants!.map((variant) => ({ id: variant.id, images: [{ id: 'img_case' }] })) }
    expect([...ownImagesByVariant(same, '').values()]).toEqual([[], [], []])
    const unread = { ...product, variants: product.variants!.map((variant) => ({ id: variant.id })) }
    expect([...ownImagesByVariant(unread, '').values()]).toEqual([[], [], []])
  })
})
