import { describe, expect, it } from 'vitest'
import type { CategoryResponse, CollectionResponse, MenuResponse, ProductDetail, ProductList } from '../../routes/api-types'
import { getJson, ok } from '../test/int'

// Against the seeded shop through the running worker (WORKER_URL). The seed's homepage collections
// are neuigkeiten, angebote and ringe (HOME_COLLECTIONS).

/** A seeded ring: the newest product may be another test file's, made and deleted while this file runs. */
const SEEDED_RING = 'verlobungsring-aurelia-solitaer-030'

describe('GET /api/collections/{slug}', () => {
  it('finds neuigkeiten by its German handle, answering in German', async () => {
    const { collection } = await ok<CollectionResponse>('/api/collections/neuigkeiten')
    expect(collection).toMatchObject({ id: expect.stringMatching(/^pcol_/), handle: 'neuigkeiten' })
    expect(collection.handles.de).toBe('neuigkeiten')
    expect(collection.handles.en).not.toBe('neuigkeiten')
  })
  it('finds it by its English handle too, and ?locale chooses the language', async () => {
    const { collection: german } = await ok<CollectionResponse>('/api/collections/neuigkeiten')
    const { collection: english } = await ok<CollectionResponse>(`/api/collections/${german.handles.en}`)
    expect(english.id).toBe(german.id)
    expect(english.handle).toBe(german.handles.en)
    expect(english.title).not.toBe(german.title)
    const { collection: forced } = await ok<CollectionResponse>(`/api/collections/neuigkeiten?locale=en`)
    expect(forced).toMatchObject({ handle: german.handles.en, title: english.title })
  })
  it('knows every homepage collection', async () => {
    for (const handle of ['neuigkeiten', 'angebote', 'ringe']) await ok<CollectionResponse>(`/api/collections/${handle}`)
  })
  it('404s a missing collection', async () => {
    const { status, body } = await getJson<{ message: string }>('/api/collections/gibt-es-nicht')
    expect(status).toBe(404)
    expect(body.message).toMatch(/gibt-es-nicht/)
  })
})

describe('GET /api/categories/{locale}/menu', () => {
  it('has product and functional categories, two levels deep, localized', async () => {
    const { menu: de } = await ok<MenuResponse>('/api/categories/de/menu')
    const { menu: en } = await ok<MenuResponse>('/api/categories/en/menu')
    expect(de.product_categories.length).toBeGreaterThan(0)
    expect(de.product_categories.map((c) => c.id)).toEqual(en.product_categories.map((c) => c.id))
    expect(de.functional_categories.map((c) => c.id)).toEqual(en.functional_categories.map((c) => c.id))
    const rings = de.product_categories.find((c) => c.handle === 'ringe')
    expect(rings).toBeDefined()
    expect(rings!.category_children.length).toBeGreaterThan(0)
    const ringsEn = en.product_categories.find((c) => c.id === rings!.id)!
    expect(ringsEn.handle).toBe(rings!.handles.en)
    expect(ringsEn.name).not.toBe(rings!.name)
    for (const category of de.product_categories) {
      expect(category.icon).toMatch(/^i-/)
      if (category.image) expect(category.image).toMatch(/^(\/medusa\/static\/|https?:)/)
    }
  })
})

describe('GET /api/categories/{locale}/{slug}', () => {
  it('answers a category with children and parent in both languages', async () => {
    const { category } = await ok<CategoryResponse>('/api/categories/de/ringe')
    expect(category).toMatchObject({ handle: 'ringe', parent: null })
    const child = category.category_children[0]
    const { category: childDe } = await ok<CategoryResponse>(`/api/categories/de/${child.handle}`)
    expect(childDe.parent).toEqual({ handle: 'ringe', name: category.name })
    const { category: childEn } = await ok<CategoryResponse>(`/api/categories/en/${child.handles.en}`)
    expect(childEn.id).toBe(child.id)
    expect(childEn.parent).toEqual({ handle: category.handles.en, name: expect.any(String) })
  })
  it('404s a missing category', async () => {
    expect((await getJson('/api/categories/de/gibt-es-nicht')).status).toBe(404)
  })
})

describe('GET /api/products/{countryCode}/{locale}', () => {
  it('lists 24 products by default with count, offset and limit', async () => {
    const list = await ok<ProductList>('/api/products/de/de')
    expect(list.limit).toBe(24)
    expect(list.offset).toBe(0)
    expect(list.count).toBeGreaterThan(0)
    expect(list.products.length).toBe(Math.min(24, list.count))
  })
  it('pages with limit and offset without overlap', async () => {
    const first = await ok<ProductList>('/api/products/de/de?limit=3&offset=0')
    const second = await ok<ProductList>('/api/products/de/de?limit=3&offset=3')
    expect(first.products).toHaveLength(3)
    expect(second.offset).toBe(3)
    const ids = new Set(first.products.map((p) => p.id))
    for (const product of second.products) expect(ids.has(product.id)).toBe(false)
  })
  it('German and English lists differ in handles and titles', async () => {
    const de = await ok<ProductList>('/api/products/de/de?limit=5&order=title')
    const en = await ok<ProductList>('/api/products/us/en?limit=100')
    const product = de.products[0]
    const english = en.products.find((p) => p.id === product.id)!
    expect(english).toBeDefined()
    expect(english.handle).toBe(product.handles.en)
    expect(english.handle).not.toBe(product.handle)
    expect(english.title).not.toBe(product.title)
  })
  it('filters by collection', async () => {
    const { collection } = await ok<CollectionResponse>('/api/collections/neuigkeiten')
    const list = await ok<ProductList>(`/api/products/de/de?collection_id=${collection.id}&limit=100`)
    expect(list.count).toBeGreaterThan(0)
    for (const product of list.products) expect(product.collection?.handle).toBe('neuigkeiten')
  })
  it('filters by category including its subcategories', async () => {
    const { category } = await ok<CategoryResponse>('/api/categories/de/ringe')
    const parent = await ok<ProductList>(`/api/products/de/de?category_id=${category.id}&limit=100`)
    const child = await ok<ProductList>(`/api/products/de/de?category_id=${category.category_children[0].id}&limit=100`)
    expect(parent.count).toBeGreaterThan(0)
    expect(parent.count).toBeGreaterThanOrEqual(child.count)
    const parentIds = new Set(parent.products.map((p) => p.id))
    for (const product of child.products) expect(parentIds.has(product.id)).toBe(true)
  })
  it('searches with query', async () => {
    const all = await ok<ProductList>('/api/products/de/de?limit=1')
    const word = all.products[0].title.split(' ')[0]
    const found = await ok<ProductList>(`/api/products/de/de?query=${encodeURIComponent(word)}`)
    expect(found.count).toBeGreaterThan(0)
    expect(found.count).toBeLessThanOrEqual((await ok<ProductList>('/api/products/de/de?limit=1')).count)
    expect(found.products.map((p) => p.id)).toContain(all.products[0].id)
  })
  it('keeps only products with a video when video=true', async () => {
    const list = await ok<ProductList>('/api/products/de/de?video=true&limit=100')
    expect(list.count).toBeGreaterThan(0)
    for (const product of list.products) expect(product.has_video).toBe(true)
    expect(list.count).toBeLessThan((await ok<ProductList>('/api/products/de/de?limit=1')).count)
  })
  it('orders by price both ways', async () => {
    const up = await ok<ProductList>('/api/products/de/de?order=price&limit=100')
    const amounts = up.products.map((p) => p.price?.amount ?? Infinity)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    const down = await ok<ProductList>('/api/products/de/de?order=-price&limit=3')
    expect(down.products[0].price!.amount).toBe(Math.max(...up.products.map((p) => p.price?.amount ?? 0)))
  })
  it('orders newest first for the default order name', async () => {
    const named = await ok<ProductList>('/api/products/de/de?order=product.id_product.desc&limit=5')
    const plain = await ok<ProductList>('/api/products/de/de?order=-created_at&limit=5')
    expect(named.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id))
  })
  it('resolves images through the pass-through', async () => {
    const { products } = await ok<ProductList>('/api/products/de/de?limit=100')
    const withImage = products.find((p) => p.thumbnail)
    expect(withImage).toBeDefined()
    expect(withImage!.thumbnail).toMatch(/^(\/medusa\/static\/|https?:)/)
  })
})

describe('GET /api/products/{countryCode}/{locale}/{handle}', () => {
  it('answers a product by its German handle with variants, options and prices', async () => {
    const product = await ok<ProductDetail>(`/api/products/de/de/${SEEDED_RING}`)
    expect(product.handle).toBe(SEEDED_RING)
    expect(product.variants.length).toBeGreaterThan(0)
    expect(product.variants[0].price?.currency_code.toLowerCase()).toBe('eur')
    expect(product.options.length).toBeGreaterThan(0)
    expect(product.categories.length).toBeGreaterThan(0)
    expect(Object.keys(product.variants[0].options).length).toBeGreaterThan(0)
  })
  it('answers the same product by its English handle, in English with dollars', async () => {
    const german = await ok<ProductDetail>(`/api/products/de/de/${SEEDED_RING}`)
    const english = await ok<ProductDetail>(`/api/products/us/en/${german.handles.en}`)
    expect(english.id).toBe(german.id)
    expect(english.handle).toBe(german.handles.en)
    expect(english.title).not.toBe(german.title)
    expect(english.price?.currency_code.toLowerCase()).toBe('usd')
  })
  it('404s a missing handle with a message', async () => {
    const { status, body } = await getJson<{ message: string }>('/api/products/de/de/gibt-es-nicht-123')
    expect(status).toBe(404)
    expect(body.message).toMatch(/gibt-es-nicht-123/)
    expect((await getJson('/api/products/us/en/does-not-exist-123')).status).toBe(404)
  })
})

describe('GET /api/products/{countryCode}/{locale}/related/{id}', () => {
  it('answers up to 8 products of the same category or collection, without the product itself', async () => {
    const product = await ok<ProductDetail>(`/api/products/de/de/${SEEDED_RING}`)
    const related = await ok<ProductList>(`/api/products/de/de/related/${product.id}`)
    expect(related.products.length).toBeGreaterThan(0)
    expect(related.products.length).toBeLessThanOrEqual(8)
    expect(related.products.map((p) => p.id)).not.toContain(product.id)
  })
  it('404s an unknown product id', async () => {
    expect((await getJson('/api/products/de/de/related/prod_00000000000000000000000000')).status).toBe(404)
  })
})

describe('prices, sales and VAT in the catalogue', () => {
  it('gives the pieces of "Angebote" their original price beside the sale price, and the others none', async () => {
    const { collection } = await ok<CollectionResponse>('/api/collections/angebote')
    const { products: onSale } = await ok<ProductList>(`/api/products/de/de?collection_id=${collection.id}&limit=50`)
    expect(onSale.length).toBeGreaterThan(0)
    for (const product of onSale) {
      expect(product.original_price?.currency_code, product.handle).toBe('eur')
      expect(product.original_price!.amount, product.handle).toBeGreaterThan(product.price!.amount)
    }
    const detail = await ok<ProductDetail>(`/api/products/gb/en/${onSale[0]!.handles.en}`)
    for (const variant of detail.variants) {
      expect(variant.original_price?.currency_code).toBe('gbp')
      expect(variant.original_price!.amount).toBeGreaterThan(variant.price!.amount)
    }
    const { products } = await ok<ProductList>('/api/products/de/de?limit=100')
    const regular = products.filter((product) => !onSale.some((sale) => sale.id === product.id))
    expect(regular.length).toBeGreaterThan(0)
    for (const product of regular) expect(product.original_price ?? null, product.handle).toBeNull()
  })

  it("says what a product page's prices include for its country", async () => {
    const { products } = await ok<ProductList>('/api/products/de/de?limit=1')
    const handle = products[0]!.handles
    expect((await ok<ProductDetail>(`/api/products/de/de/${handle.de}`)).vat).toEqual({ kind: 'included', rate: 19 })
    expect((await ok<ProductDetail>(`/api/products/at/de/${handle.de}`)).vat).toEqual({ kind: 'included', rate: 20 })
    expect((await ok<ProductDetail>(`/api/products/fi/en/${handle.en}`)).vat).toEqual({ kind: 'included', rate: 25.5 })
    expect((await ok<ProductDetail>(`/api/products/ch/de/${handle.de}`)).vat).toEqual({ kind: 'export' })
    expect((await ok<ProductDetail>(`/api/products/gb/en/${handle.en}`)).vat).toEqual({ kind: 'export' })
  })
})
