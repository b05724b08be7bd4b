import { describe, expect, it } from 'vitest'
import { buildSearchDocument, commonSkuStem, type GraphProduct } from './document'

const product: GraphProduct = {
  id: 'prod_1',
  title: 'Verlobungsring Aurelia',
  handle: 'verlobungsring-aurelia',
  description: 'Ein Brillant.',
  status: 'published',
  thumbnail: '/static/b.webp',
  metadata: { title_en: 'Aurelia engagement ring', handle_en: 'aurelia-engagement-ring', description_en: 'A diamond.' },
  images: [
    { url: '/static/a.webp', rank: 1 },
    { url: '/static/b.webp', rank: 0 },
    { url: '/static/c.webp', rank: 2 },
  ],
  collection: { title: 'Ringe', handle: 'ringe', metadata: { title_en: 'Rings', handle_en: 'rings' } },
  categories: [
    {
      handle: 'verlobungsringe',
      name: 'Verlobungsringe',
      metadata: { name_en: 'Engagement rings' },
      parent_category: { handle: 'ringe', name: 'Ringe', metadata: { name_en: 'Rings' } },
    },
  ],
  variants: [
    {
      sku: 'AUR-VR01-G750-52',
      prices: [
        { amount: 2490, currency_code: 'eur' },
        { amount: 2370, currency_code: 'chf' },
        { amount: 1990, currency_code: 'eur', price_list_id: 'plist_sale' },
      ],
    },
    {
      sku: 'AUR-VR01-PT950-52',
      prices: [
        { amount: '2990', currency_code: 'EUR' },
        { amount: 2790, currency_code: 'chf' },
        { amount: 100, currency_code: 'eur', rules_count: 1 },
      ],
    },
  ],
}

describe('the search document of index products', () => {
  it('holds both languages, the thumbnail first, the SKUs and category chain', () => {
    const doc = buildSearchDocument(product)
    expect(doc).toMatchObject({
      id: 'prod_1',
      product_sku: 'AUR-VR01',
      title: 'Verlobungsring Aurelia',
      title_en: 'Aurelia engagement ring',
      handle_en: 'aurelia-engagement-ring',
      description_en: 'A diamond.',
      images: ['/static/b.webp', '/static/a.webp', '/static/c.webp'],
      collection: { title: 'Ringe', title_en: 'Rings', handle: 'ringe', handle_en: 'rings' },
      variant_skus: ['AUR-VR01-G750-52', 'AUR-VR01-PT950-52'],
      category_handles: ['verlobungsringe', 'ringe'],
      category_names_en: ['Engagement rings', 'Rings'],
    })
  })

  it('prices: the cheapest base price per currency, without price lists or rule prices', () => {
    const doc = buildSearchDocument(product)
    expect(doc.prices).toEqual({ eur: 2490, chf: 2370 })
    expect(doc.price).toBe(2490)
    expect(doc.price_varies).toBe(true)
  })

  it('falls back to German where English is missing, and has no price without prices', () => {
    const doc = buildSearchDocument({ id: 'prod_2', title: 'Kette', handle: 'kette', metadata: null, variants: [{ sku: null, prices: [] }] })
    expect(doc).toMatchObject({
      title_en: 'Kette',
      handle_en: 'kette',
      description: '',
      description_en: '',
      price: null,
      prices: {},
      product_sku: null,
      images: [],
      collection: null,
    })
  })

  it('finds the SKU stem variants share', () => {
    expect(commonSkuStem(['AUR-VR01-G750-52', 'AUR-VR01-G750-54'])).toBe('AUR-VR01-G750')
    expect(commonSkuStem(['A-1', 'B-1'])).toBeNull()
    expect(commonSkuStem(['SOLO'])).toBe('SOLO')
  })
})
