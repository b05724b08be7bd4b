import { describe, expect, it } from 'vitest'
import { imageUrl } from './images'
import { cheapestPrice, collectionBody, productDetail, productSummary } from './localize'
import type { MedusaProduct } from './medusa-types'

const BACKEND = 'http://localhost:9000'

const product: MedusaProduct = {
  id: 'prod_1',
  title: 'Ring Gold',
  handle: 'ring-gold',
  description: 'Ein Ring',
  thumbnail: '/static/ring.jpg',
  metadata: {
    title_en: 'Gold Ring',
    handle_en: 'gold-ring',
    description_en: 'A ring',
    material: 'gold750',
    video: { youtube_id: 'abc123', title_de: 'Video DE', title_en: 'Video EN' },
  },
  collection: { id: 'pcol_1', title: 'Neuigkeiten', handle: 'neuigkeiten', metadata: { title_en: 'New arrivals', handle_en: 'new-arrivals' } },
  images: [
    { url: 'http://localhost:9000/static/b.jpg', rank: 1 },
    { url: '/static/a.jpg', rank: 0 },
  ],
  options: [{ id: 'opt_1', title: 'Ringgröße', values: [{ value: '52' }, { value: '54' }, { value: '54' }] }],
  variants: [
    {
      id: 'var_1',
      title: '52',
      sku: 'R-52',
      manage_inventory: true,
      inventory_quantity: 0,
      calculated_price: { calculated_amount: 990, currency_code: 'eur' },
      options: [{ value: '52', option_id: 'opt_1' }],
      metadata: { material: 'platinum' },
    },
    {
      id: 'var_2',
      title: '54',
      sku: null,
      manage_inventory: true,
      inventory_quantity: 3,
      calculated_price: { calculated_amount: 890, currency_code: 'eur' },
      options: [{ value: '54', option: { id: 'opt_1', title: 'Ringgröße' } }],
    },
  ],
  categories: [{ id: 'pcat_1', name: 'Ringe', handle: 'ringe', metadata: { name_en: 'Rings', handle_en: 'rings' } }],
}

describe('images', () => {
  it("serves Medusa's /static files through the pass-through and keeps other absolute URLs", () => {
    expect(imageUrl('/static/x.jpg', BACKEND)).toBe('/medusa/static/x.jpg')
    expect(imageUrl('http://localhost:9000/static/x.jpg', BACKEND)).toBe('/medusa/static/x.jpg')
    expect(imageUrl('https://cdn.example.com/x.jpg', BACKEND)).toBe('https://cdn.example.com/x.jpg')
    expect(imageUrl(null, BACKEND)).toBeNull()
  })
})

describe('product localization', () => {
  it('German summary from the product fields', () => {
    expect(productSummary(product, 'de', BACKEND)).toEqual({
      id: 'prod_1',
      handle: 'ring-gold',
      handles: { de: 'ring-gold', en: 'gold-ring' },
      title: 'Ring Gold',
      description: 'Ein Ring',
      thumbnail: '/medusa/static/ring.jpg',
      price: { amount: 890, currency_code: 'eur' },
      original_price: null,
      collection: { handle: 'neuigkeiten', title: 'Neuigkeiten' },
      price_varies: true,
      has_video: true,
    })
  })
  it('English summary from metadata', () => {
    expect(productSummary(product, 'en', BACKEND)).toMatchObject({
      handle: 'gold-ring',
      title: 'Gold Ring',
      description: 'A ring',
      collection: { handle: 'new-arrivals', title: 'New arrivals' },
    })
  })
  it('falls back to German where English is missing', () => {
    const plain = { ...product, metadata: {} }
    expect(productSummary(plain, 'en', BACKEND)).toMatchObject({
      handle: 'ring-gold',
      handles: { de: 'ring-gold', en: 'ring-gold' },
      title: 'Ring Gold',
      has_video: false,
    })
  })
  it('detail: sorted images, unique option values, variant options by title, stock, categories, video', () => {
    const detail = productDetail(
      product,
      'en',
      BACKEND,
      { vat: { kind: 'export' }, vat_note: 'Tax-free export, plus import duties', valuables_limit: { amount: 5500, operator: 'gt', currency_code: 'usd' } },
      { Ringgröße: 'Ring size', '54': 'not a size' },
    )
    expect(detail.images).toEqual([{ url: '/medusa/static/a.jpg' }, { url: '/medusa/static/b.jpg' }])
    // the values stay Medusa's (they name the variants); the labels come from the vocabulary
    expect(detail.options).toEqual([
      { id: 'opt_1', title: 'Ringgröße', label: 'Ring size', values: ['52', '54'], value_labels: { '52': '52', '54': 'not a size' } },
    ])
    expect(detail.variants).toEqual([
      {
        id: 'var_1',
        title: '52',
        sku: 'R-52',
        options: { Ringgröße: '52' },
        price: { amount: 990, currency_code: 'eur' },
        original_price: null,
        in_stock: false,
        stock: { status: 'sold_out', quantity: 0 },
        material: 'platinum',
        images: [],
      },
      {
        id: 'var_2',
        title: '54',
        sku: null,
        options: { Ringgröße: '54' },
        price: { amount: 890, currency_code: 'eur' },
        original_price: null,
        in_stock: true,
        stock: { status: 'in_stock', quantity: 3 },
        material: null,
        images: [],
      },
    ])
    expect(detail.categories).toEqual([{ id: 'pcat_1', handle: 'rings', name: 'Rings' }])
    expect(detail.video).toEqual({ youtube_id: 'abc123', title: 'Video EN' })
    expect(detail.material).toBe('gold750')
    expect(detail.vat).toEqual({ kind: 'export' })
    expect(detail.valuables_limit).toEqual({ amount: 5500, operator: 'gt', currency_code: 'usd' })
  })
  it('detail in German: option labels are the option titles and values themselves', () => {
    const detail = productDetail(
      product,
      'de',
      BACKEND,
      { vat: { kind: 'included', rate: 19 }, vat_note: 'inkl. 19 % MwSt.', valuables_limit: { amount: 5000, operator: 'gt', currency_code: 'eur' } },
      { Ringgröße: 'Ring size' },
    )
    expect(detail.options[0]).toMatchObject({ label: 'Ringgröße', value_labels: { '52': '52', '54': '54' } })
  })
  it('prices: cheapest variant, null without prices', () => {
    expect(cheapestPrice([])).toEqual({ price: null, original_price: null })
    expect(cheapestPrice([{ id: 'v', calculated_price: null }])).toEqual({ price: null, original_price: null })
  })
  const priced = (id: string, calculated: number, original: number, type: string | null) => ({
    id,
    calculated_price: { calculated_amount: calculated, original_amount: original, currency_code: 'eur', calculated_price: { price_list_type: type } },
  })
  it('sale prices: the original of the cheapest variant when a sale price list lowers it', () => {
    expect(cheapestPrice([priced('a', 1590, 1590, null), priced('b', 1190, 1390, 'sale')])).toEqual({
      price: { amount: 1190, currency_code: 'eur' },
      original_price: { amount: 1390, currency_code: 'eur' },
    })
    // the cheapest is not reduced: no original, though another variant is
    expect(cheapestPrice([priced('a', 990, 990, null), priced('b', 1190, 1390, 'sale')]).original_price).toBeNull()
  })
  it("sale prices: an override list (a customer group's price) or a sale that lowers nothing shows no original", () => {
    expect(cheapestPrice([priced('a', 1190, 1390, 'override')]).original_price).toBeNull()
    expect(cheapestPrice([priced('a', 1390, 1390, 'sale')]).original_price).toBeNull()
  })
})

describe('collections', () => {
  it('answers in the locale with both handles', () => {
    const collection = {
      id: 'pcol_1',
      title: 'Angebote',
      handle: 'angebote',
      metadata: { title_en: 'Offers', handle_en: 'offers', description_en: 'Good prices' },
    }
    expect(collectionBody(collection, 'en')).toEqual({
      collection: { id: 'pcol_1', handle: 'offers', handles: { de: 'angebote', en: 'offers' }, title: 'Offers', description: 'Good prices' },
    })
    expect(collectionBody(collection, 'de').collection).toMatchObject({ handle: 'angebote', title: 'Angebote', description: null })
  })
})
