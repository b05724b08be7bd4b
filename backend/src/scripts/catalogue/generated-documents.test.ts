import { describe, expect, it } from 'vitest'
import { generatedProduct } from './generate'
import { generatedSearchDocument } from './search-documents'

describe('search documents of the generated catalogue (without Medusa)', () => {
  it("are product n as the seeder creates it, through the indexer's document builder", () => {
    const ring = generatedSearchDocument(1)
    const seed = generatedProduct(1)
    expect(ring).toMatchObject({
      title: seed.title,
      title_en: seed.title_en,
      handle: seed.handle,
      handle_en: seed.handle_en,
      description: seed.description,
      description_en: seed.description_en,
    })
    expect(ring.id).toMatch(/^prod_[A-Za-z0-9]{26}$/)
    expect(ring.product_sku).toBe('AUR-KAT00001-G750')
    expect(ring.variant_skus).toEqual(['AUR-KAT00001-G750-50', 'AUR-KAT00001-G750-52', 'AUR-KAT00001-G750-54', 'AUR-KAT00001-G750-56'])
    expect(ring.category_names).toEqual(['Eheringe', 'Ringe'])
    expect(ring.category_names_en).toEqual(['Wedding rings', 'Rings'])
    expect(Object.keys(ring.prices).sort()).toEqual(['chf', 'eur', 'gbp', 'usd'])
    expect(ring.images).toHaveLength(2)
  })

  it('carry a collection where the seeder assigns one, in both languages', () => {
    const withCollection = [1, 2, 3, 4, 5, 6].map((n) => generatedSearchDocument(n)).filter((doc) => doc.collection)
    expect(withCollection.map((doc) => doc.collection?.handle).sort()).toEqual(['angebote', 'neuigkeiten', 'ringe'])
    expect(withCollection.find((doc) => doc.collection?.handle === 'neuigkeiten')?.collection?.title_en).toBe('New arrivals')
  })
})
