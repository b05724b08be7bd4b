/**
 * What Medusa's `q` filter on products looks at: the columns its product model marks `.searchable()`
 * (product title, subtitle, description; variant title, SKU, barcode, EAN, UPC). Each table's columns are
 * joined into one text with a line break between them: a search token never contains whitespace, so it
 * cannot match across two columns, and one trigram index per table serves every column at once.
 * The migration script that builds the indexes and the query that uses them share these expressions
 * (Postgres uses an expression index only for the very same expression).
 */
const joined = (alias: string, columns: readonly string[]) => columns.map((column) => `coalesce(${alias}.${column}, '')`).join(` || E'\\n' || `)

const PRODUCT_COLUMNS = ['title', 'subtitle', 'description'] as const
const VARIANT_COLUMNS = ['title', 'sku', 'barcode', 'ean', 'upc'] as const

export const productText = (alias = 'product') => `(${joined(alias, PRODUCT_COLUMNS)})`
export const variantText = (alias = 'product_variant') => `(${joined(alias, VARIANT_COLUMNS)})`

/** The trigram indexes (pg_trgm GIN) `ILIKE '%token%'` uses on both tables; live rows only, like the query. */
export const SEARCH_INDEXES = [
  { name: 'IDX_product_search_text_trgm', table: 'product', expression: productText('product') },
  { name: 'IDX_product_variant_search_text_trgm', table: 'product_variant', expression: variantText('product_variant') },
] as const

export const createIndexSql = ({ name, table, expression }: (typeof SEARCH_INDEXES)[number]) =>
  `CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" USING gin (${expression} gin_trgm_ops) WHERE deleted_at IS NULL`
