import { facetsOf, type GraphVariant } from './facets-of'

/**
 * The search product document of index `products` (worker/search/README.md); the storefront reads this very
 * type (routes/search/search-document.ts re-exports it). German lives in Medusa's own fields,
 * English in metadata (docs/data-conventions.md).
 */
export type SearchDocument = {
  id: string
  /** The product's own article number: the stem its variant SKUs share (e.g. AUR-VR01). */
  product_sku: string | null
  title: string
  title_en: string
  handle: string
  handle_en: string
  description: string
  description_en: string
  /** Image sources as Medusa stores them; the first is the thumbnail. */
  images: string[]
  collection: { title: string; title_en: string; handle: string; handle_en: string } | null
  variant_skus: string[]
  /** The cheapest variant in EUR, major units (shown as '{price} €'). */
  price: number | null
  /** The cheapest variant per currency code (eur, chf, usd…), so every region sees its own price. */
  prices: Record<string, number>
  /** The variants cost different amounts: prices are 'from' prices. */
  price_varies: boolean
  /** German handles of the product's categories and their ancestors (filter: `category_handles = ringe`). */
  category_handles: string[]
  category_names: string[]
  category_names_en: string[]
  /** What a shopper filters by (rules/materials.ts, rules/metal-colours.ts, rules/stones.ts keys; the names are the rules'). */
  materials: string[]
  colours: string[]
  stones: string[]
  /** A ring's sizes (its ring-size option's values, rules/piece-guides.ts); none for other pieces. */
  ring_sizes: string[]
  /** A variant can be bought now: stock at a location, or stock not tracked, or back orders allowed. */
  in_stock: boolean
  /** Milliseconds since 1970: the listings' "newest first". */
  created_at: number
}

type Metadata = Record<string, unknown> | null | undefined

export type GraphCategory = {
  handle: string
  name: string
  metadata?: Metadata
  parent_category?: GraphCategory | null
}

/** A product as `query.graph` returns it with SEARCH_PRODUCT_FIELDS. */
export type GraphProduct = {
  id: string
  title: string
  handle: string
  description?: string | null
  status?: string
  created_at?: string | Date | null
  thumbnail?: string | null
  metadata?: Metadata
  images?: { url: string; rank?: number | null }[] | null
  collection?: { title: string; handle: string; metadata?: Metadata } | null
  categories?: (GraphCategory | null)[] | null
  variants?: (GraphVariant | null)[] | null
}

export const SEARCH_PRODUCT_FIELDS = [
  'id',
  'title',
  'handle',
  'description',
  'status',
  'thumbnail',
  'metadata',
  'images.url',
  'images.rank',
  'collection.title',
  'collection.handle',
  'collection.metadata',
  'categories.handle',
  'categories.name',
  'categories.metadata',
  'categories.parent_category.handle',
  'categories.parent_category.name',
  'categories.parent_category.metadata',
  'categories.parent_category.parent_category.handle',
  'categories.parent_category.parent_category.name',
  'categories.parent_category.parent_category.metadata',
  'created_at',
  'variants.sku',
  'variants.metadata',
  'variants.manage_inventory',
  'variants.allow_backorder',
  'variants.options.value',
  'variants.options.option.title',
  'variants.inventory_items.required_quantity',
  'variants.inventory_items.inventory.location_levels.stocked_quantity',
  'variants.inventory_items.inventory.location_levels.reserved_quantity',
  'variants.prices.amount',
  'variants.prices.currency_code',
  'variants.prices.min_quantity',
  'variants.prices.rules_count',
  'variants.prices.price_list_id',
]

const text = (metadata: Metadata, key: string): string | null => {
  const value = metadata?.[key]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** The SKU stem all variant SKUs share, without a trailing separator ('AUR-VR01-G750-52', 'AUR-VR01-PT950-52' → 'AUR-VR01'). */
export function commonSkuStem(skus: string[]): string | null {
  if (!skus.length) return null
  if (skus.length === 1) return skus[0]
  const parts = skus.map((sku) => sku.split('-'))
  const stem: string[] = []
  for (let i = 0; i < parts[0].length; i++) {
    if (parts.every((p) => p[i] === parts[0][i])) stem.push(parts[0][i])
    else break
  }
  return stem.length ? stem.join('-') : null
}

/** The cheapest base price per currency: prices without rules (regions, customer groups) or a minimum quantity above one. */
function cheapest(variants: GraphProduct['variants']): { prices: Record<string, number>; varies: boolean } {
  const prices: Record<string, number> = {}
  const seen: Record<string, Set<number>> = {}
  for (const variant of variants ?? []) {
    for (const price of variant?.prices ?? []) {
      if (!price || price.price_list_id || (price.rules_count ?? 0) > 0 || Number(price.min_quantity ?? 1) > 1) continue
      const currency = price.currency_code.toLowerCase()
      const amount = Number(price.amount)
      if (!Number.isFinite(amount)) continue
      ;(seen[currency] ??= new Set()).add(amount)
      if (prices[currency] === undefined || amount < prices[currency]) prices[currency] = amount
    }
  }
  return { prices, varies: Object.values(seen).some((amounts) => amounts.size > 1) }
}

/** Categories and every ancestor, each once, nearest first. */
function categoryChain(categories: GraphProduct['categories']): GraphCategory[] {
  const out = new Map<string, GraphCategory>()
  for (let category of categories ?? []) {
    while (category) {
      if (!out.has(category.handle)) out.set(category.handle, category)
      category = category.parent_category ?? null
    }
  }
  return [...out.values()]
}

export function buildSearchDocument(product: GraphProduct): SearchDocument {
  const skus = (product.variants ?? []).map((variant) => variant?.sku).filter((sku): sku is string => !!sku)
  const ranked = [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((image) => image.url)
  // the thumbnail first (a hit shows the first image), then the gallery without it
  const images = product.thumbnail ? [product.thumbnail, ...ranked.filter((url) => url !== product.thumbnail)] : ranked
  const { prices, varies } = cheapest(product.variants)
  const categories = categoryChain(product.categories)
  const description = product.description ?? ''
  return {
    id: product.id,
    product_sku: text(product.metadata, 'sku') ?? commonSkuStem(skus),
    title: product.title,
    title_en: text(product.metadata, 'title_en') ?? product.title,
    handle: product.handle,
    handle_en: text(product.metadata, 'handle_en') ?? product.handle,
    description,
    description_en: text(product.metadata, 'description_en') ?? description,
    images,
    collection: product.collection
      ? {
          title: product.collection.title,
          title_en: text(product.collection.metadata, 'title_en') ?? product.collection.title,
          handle: product.collection.handle,
          handle_en: text(product.collection.metadata, 'handle_en') ?? product.collection.handle,
        }
      : null,
    variant_skus: skus,
    price: prices.eur ?? null,
    prices,
    price_varies: varies,
    category_handles: categories.map((category) => category.handle),
    category_names: categories.map((category) => category.name),
    category_names_en: categories.map((category) => text(category.metadata, 'name_en') ?? category.name),
    ...facetsOf(product),
    created_at: product.created_at ? new Date(product.created_at).getTime() || 0 : 0,
  }
}

/** Only published products are searchable. */
export const isSearchable = (product: GraphProduct) => !product.status || product.status === 'published'
