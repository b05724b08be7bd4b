import { describe, expect, it } from 'vitest'
import type { ProductDetail, ProductVariant } from '../api-types'
import type { StockStatus } from '../catalogue/stock'
import { productJsonLd } from './product-json-ld'

const variant = (id: string, status: StockStatus): ProductVariant => ({
  id,
  title: id,
  sku: `SKU-${id}`,
  options: { Legierung: id },
  price: { amount: 990, currency_code: 'eur' },
  original_price: null,
  in_stock: status !== 'sold_out',
  stock: { status, quantity: status === 'sold_out' ? 0 : status === 'low_stock' ? 1 : 4 },
  material: null,
  images: [],
})

const product: ProductDetail = {
  id: 'prod_1',
  handle: 'gliederarmband-venezia',
  handles: { de: 'gliederarmband-venezia', en: 'venezia-link-bracelet' },
  title: 'Gliederarmband Venezia',
  description: null,
  thumbnail: null,
  price: { amount: 990, currency_code: 'eur' },
  collection: null,
  has_video: false,
  images: [],
  options: [],
  variants: [variant('a', 'in_stock'), variant('b', 'low_stock'), variant('c', 'sold_out')],
  categories: [],
  pearl: false,
  gift_card: false,
  video: null,
  material: null,
  vat: { kind: 'included', rate: 19 },
  vat_note: 'inkl. 19 % MwSt.',
  valuables_limit: { amount: 5000, operator: 'gt', currency_code: 'eur' },
}

describe('the Product JSON-LD’s offers', () => {
  it('say in stock, limited (few left) or out of stock per variant', () => {
    const { offers } = productJsonLd(product, { origin: 'https://shop.example', country: 'de', brand: 'Juwelier' }) as {
      offers: { sku: string; availability: string }[]
    }
    expect(offers.map((offer) => [offer.sku, offer.availability])).toEqual([
      ['SKU-a', 'https://schema.org/InStock'],
      ['SKU-b', 'https://schema.org/LimitedAvailability'],
      ['SKU-c', 'https://schema.org/OutOfStock'],
    ])
  })
})
