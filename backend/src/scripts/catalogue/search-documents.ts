import { buildSearchDocument, type GraphCategory, type GraphProduct, type SearchDocument } from '../../search-index/document'
import { CATEGORIES } from '../seed-data/categories'
import { COLLECTIONS } from '../seed-data/collections'
import { generatedProduct, imageKeyOf } from './generate'
import { generatedVariants } from './variants'

/**
 * The search document of generated product n without a running Medusa: the product as seed-catalogue.ts
 * creates it, in the shape the indexer's query returns (GraphProduct), through the indexer's own
 * buildSearchDocument. For measuring the embedded index at scale (scripts/bench/search-memory.mjs).
 */

const categories = new Map<string, GraphCategory>()
for (const top of CATEGORIES) {
  const parent: GraphCategory = { handle: top.handle, name: top.name, metadata: { name_en: top.name_en }, parent_category: null }
  categories.set(top.handle, parent)
  for (const child of top.children ?? [])
    categories.set(child.handle, { handle: child.handle, name: child.name, metadata: { name_en: child.name_en }, parent_category: parent })
}

const collections = new Map(
  COLLECTIONS.map((c) => [c.handle, { title: c.title, handle: c.handle, metadata: { title_en: c.title_en, handle_en: c.handle_en } }]),
)

/** Two shared pictures per motif and stone, as the seeder uploads them (Medusa's local file URLs). */
const imageUrls = (key: string, origin: string) => [1, 2].map((i) => `${origin}/static/1763798400000-katalog-${key}-${i}.webp`)

export function generatedSearchDocument(n: number, origin = 'http://localhost:9000'): SearchDocument {
  const product = generatedProduct(n)
  const urls = imageUrls(imageKeyOf(product), origin)
  const graph: GraphProduct = {
    id: `prod_${product.code}${'0'.repeat(18)}`.slice(0, 31),
    title: product.title,
    handle: product.handle,
    description: product.description,
    status: 'published',
    thumbnail: urls[0],
    images: urls.map((url, rank) => ({ url, rank })),
    metadata: { title_en: product.title_en, handle_en: product.handle_en, description_en: product.description_en, stones: product.stones ?? [] },
    collection: product.collection ? collections.get(product.collection) : null,
    categories: product.categories.map((handle) => categories.get(handle) ?? null),
    created_at: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    variants: generatedVariants(product).variants.map((variant) => ({
      sku: variant.sku,
      metadata: variant.metadata,
      manage_inventory: variant.manage_inventory,
      allow_backorder: variant.allow_backorder,
      options: Object.entries(variant.options).map(([title, value]) => ({ value, option: { title } })),
      prices: variant.prices.map((price) => ({ ...price, min_quantity: null, rules_count: 0, price_list_id: null })),
    })),
  }
  return buildSearchDocument(graph)
}
