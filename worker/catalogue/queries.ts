import type { Bindings } from '../env'
import { medusa } from '../medusa/client'
import type { MedusaCategory, MedusaCollection, MedusaProduct } from './medusa-types'

type MedusaEnv = Pick<Bindings, 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY'>

// Field selections of Medusa's store API (`*relation` = all its fields; prices need a region_id).
const SUMMARY_FIELDS = [
  'id',
  'title',
  'handle',
  'description',
  'thumbnail',
  'created_at',
  'metadata',
  'collection_id',
  'collection.id',
  'collection.title',
  'collection.handle',
  'collection.metadata',
  'images.url',
  'images.rank',
  'variants.id',
  '*variants.calculated_price',
].join(',')

// `*variants` for the variants' metadata (their material): the store API leaves `variants.metadata` out when named alone
const DETAIL_FIELDS = [
  SUMMARY_FIELDS,
  'options.id',
  'options.title',
  'options.values.value',
  '*variants',
  'variants.title',
  'variants.sku',
  'variants.manage_inventory',
  'variants.allow_backorder',
  '+variants.inventory_quantity',
  '*variants.options',
  // which pictures are a variant's own (the rose gold ring's, not the white gold one's): the page shows them first;
  // the store API answers a variant's pictures only to the whole relation (`variants.images.id` alone comes back empty)
  'images.id',
  '*variants.images',
  '*categories',
  // a gift card's page offers amounts and a recipient instead of stock and shipping (rules/gift-cards.ts)
  'is_giftcard',
].join(',')

/** Only what sorting and filtering in the worker needs (see product-list.ts). */
const SCAN_FIELDS = 'id,title,created_at,metadata,variants.id,*variants.calculated_price'

const CATEGORY_FIELDS = 'id,name,handle,description,rank,parent_category_id,metadata'
const COLLECTION_FIELDS = 'id,title,handle,metadata'

/** At most this many products are read to filter or sort in the worker. */
const SCAN_LIMIT = 2000
const PAGE = 200

export type ProductFilters = {
  region_id: string
  country_code: string
  collection_id?: string[]
  category_id?: string[]
  q?: string
  id?: string[]
  handle?: string
}

/** Every active category, flat; the tree is built in the worker (category-tree.ts). */
export async function listCategories(env: MedusaEnv): Promise<MedusaCategory[]> {
  const { product_categories } = await medusa(env).store.category.list({ fields: CATEGORY_FIELDS, limit: 1000 })
  return product_categories as MedusaCategory[]
}

export async function listCollections(env: MedusaEnv): Promise<MedusaCollection[]> {
  const { collections } = await medusa(env).store.collection.list({ fields: COLLECTION_FIELDS, limit: 1000 })
  return collections as MedusaCollection[]
}

export async function listProducts(env: MedusaEnv, filters: ProductFilters, page: { limit: number; offset: number; order?: string }, detail = false) {
  const { products, count } = await medusa(env).store.product.list({
    ...filters,
    ...page,
    fields: detail ? DETAIL_FIELDS : SUMMARY_FIELDS,
  })
  return { products: products as MedusaProduct[], count: count as number }
}

/** Reads up to SCAN_LIMIT matching products with few fields, for filters and orders Medusa cannot do. */
export async function scanProducts(env: MedusaEnv, filters: ProductFilters, fields = SCAN_FIELDS): Promise<{ products: MedusaProduct[]; complete: boolean }> {
  const products: MedusaProduct[] = []
  let count = Infinity
  while (products.length < count && products.length < SCAN_LIMIT) {
    const page = await medusa(env).store.product.list({ ...filters, fields, limit: PAGE, offset: products.length, order: 'created_at' })
    products.push(...(page.products as MedusaProduct[]))
    count = page.count as number
    if (page.products.length === 0) break
  }
  return { products, complete: products.length >= count }
}
