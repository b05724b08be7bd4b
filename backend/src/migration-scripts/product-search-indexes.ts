import type { ExecArgs } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { createIndexSql, SEARCH_INDEXES } from '../lib/product-search/searchable-text'

/**
 * Trigram indexes for the back office's product search (`q` on GET /admin/products, answered by
 * src/api/admin/products/search-products.ts): without them every keystroke reads all products and variants.
 * Run once by `medusa db:migrate`; idempotent.
 */
export default async function productSearchIndexes({ container }: ExecArgs) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await pg.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
  for (const index of SEARCH_INDEXES) await pg.raw(createIndexSql(index))
}
