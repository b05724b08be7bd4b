import type { SearchDocument } from '../../../routes/search/search-document'
import { SearchError } from './errors'

/** Meilisearch's rule for document ids: letters, digits, hyphens and underscores, at most 511 bytes. */
const ID = /^[A-Za-z0-9_-]{1,511}$/

type Raw = Record<string, unknown>

const invalid = (index: number, message: string) => new SearchError(`Document ${index}: ${message}`, 'invalid_document_fields')

function text(doc: Raw, key: string, index: number, { nullable = false } = {}): string {
  const value = doc[key]
  if (value === undefined || value === null) {
    if (nullable) return ''
    throw invalid(index, `\`${key}\` is missing`)
  }
  if (typeof value !== 'string') throw invalid(index, `\`${key}\` must be a string`)
  return value
}

function texts(doc: Raw, key: string, index: number): string[] {
  const value = doc[key] ?? []
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw invalid(index, `\`${key}\` must be an array of strings`)
  return value
}

function amount(value: unknown, key: string, index: number): number | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw invalid(index, `\`${key}\` must be a non-negative number`)
  return value
}

/**
 * A document of the back end's indexer (routes/search/search-document.ts), checked field by field: the
 * embedded engine stores only what the storefront can display. Missing English fields fall back to German.
 */
export function parseDocument(input: unknown, index: number): SearchDocument {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw invalid(index, 'must be an object')
  const doc = input as Raw
  if (typeof doc.id !== 'string' || !ID.test(doc.id)) {
    throw new SearchError(
      `Document ${index}: the document identifier \`${String(doc.id)}\` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_), and can not be more than 511 bytes.`,
      'invalid_document_id',
    )
  }
  const title = text(doc, 'title', index)
  const handle = text(doc, 'handle', index)
  const description = text(doc, 'description', index, { nullable: true })
  const collection = doc.collection
  if (collection !== undefined && collection !== null && (typeof collection !== 'object' || Array.isArray(collection)))
    throw invalid(index, '`collection` must be an object or null')
  const prices: Record<string, number> = {}
  if (doc.prices !== undefined && doc.prices !== null) {
    if (typeof doc.prices !== 'object' || Array.isArray(doc.prices)) throw invalid(index, '`prices` must be an object of currency → amount')
    for (const [currency, value] of Object.entries(doc.prices as Raw)) prices[currency.toLowerCase()] = amount(value, `prices.${currency}`, index) ?? 0
  }
  const productSku = doc.product_sku
  if (productSku !== undefined && productSku !== null && typeof productSku !== 'string') throw invalid(index, '`product_sku` must be a string or null')
  return {
    id: doc.id,
    product_sku: (productSku as string | null | undefined) ?? null,
    title,
    title_en: text(doc, 'title_en', index, { nullable: true }) || title,
    handle,
    handle_en: text(doc, 'handle_en', index, { nullable: true }) || handle,
    description,
    description_en: text(doc, 'description_en', index, { nullable: true }) || description,
    images: texts(doc, 'images', index),
    collection: collection
      ? (() => {
          const c = collection as Raw
          const title = text(c, 'title', index)
          const handle = text(c, 'handle', index)
          return {
            title,
            handle,
            title_en: text(c, 'title_en', index, { nullable: true }) || title,
            handle_en: text(c, 'handle_en', index, { nullable: true }) || handle,
          }
        })()
      : null,
    variant_skus: texts(doc, 'variant_skus', index),
    price: amount(doc.price, 'price', index),
    prices,
    price_varies: doc.price_varies === true,
    category_handles: texts(doc, 'category_handles', index),
    category_names: texts(doc, 'category_names', index),
    category_names_en: texts(doc, 'category_names_en', index),
    materials: texts(doc, 'materials', index),
    colours: texts(doc, 'colours', index),
    stones: texts(doc, 'stones', index),
    ring_sizes: texts(doc, 'ring_sizes', index),
    in_stock: doc.in_stock === true,
    created_at: amount(doc.created_at, 'created_at', index) ?? 0,
  }
}
