import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { matchingIdsQuery, matchingPageQuery, orderOf, searchTokens } from '../../../lib/product-search/matching-ids'

/**
 * Beyond this many matches an id list costs Medusa more than its own `q` (each id passes through its query
 * builder); a filtered search that broad is left to Medusa.
 */
const MAX_MATCHES = 2_000

type Filters = Record<string, unknown> & { q?: unknown; id?: unknown }
type Pg = { raw: (sql: string, bindings: readonly (string | number)[]) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * GET /admin/products?q=…: Medusa's free-text filter reads every product and variant with `ILIKE` (slow at
 * 10,000 products, medusajs/medusa#14534). This middleware answers the same question — every word in the
 * product's or one of its variants' searchable text — from trigram indexes (src/migration-scripts) and
 * hands Medusa ids instead of `q`, so the fields, relations and the answer's shape stay Medusa's own:
 * - a search alone (the list's search as you type): the page and the count come from the index, Medusa
 *   loads the page's products;
 * - a search with other filters: Medusa gets every matching id and filters, orders and pages itself.
 */
export async function searchProducts(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const filters = req.filterableFields as Filters | undefined
  const tokens = typeof filters?.q === 'string' ? searchTokens(filters.q) : []
  if (!filters || !tokens.length || req.queryConfig?.withDeleted) return next()
  const pg: Pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const pagination = req.queryConfig.pagination
  const { skip = 0, take } = pagination ?? {}
  const order = orderOf(pagination?.order)
  const others = Object.keys(filters).filter((key) => key !== 'q')

  if (!others.length && order && take) {
    const { sql, bindings } = matchingPageQuery(tokens, order, { skip, take })
    const { rows } = await pg.raw(sql, bindings)
    const count = rows.length ? Number(rows[0].total) : await countMatches(pg, tokens)
    if (!rows.length) {
      res.json({ products: [], count, offset: skip, limit: take })
      return
    }
    delete filters.q
    filters.id = rows.map((row) => row.id as string)
    pagination.skip = 0
    // Medusa pages the page's ids from 0; staff see the search's own count and offset
    const json = res.json.bind(res)
    res.json = (body: unknown) => json(body && typeof body === 'object' && 'products' in body ? { ...body, count, offset: skip } : body)
    return next()
  }

  const given = filters.id === undefined ? null : [filters.id].flat()
  if (given && !given.every((id) => typeof id === 'string')) return next()
  const { sql, bindings } = matchingIdsQuery(tokens)
  let ids = (await pg.raw(sql, bindings)).rows.map((row) => row.id as string)
  if (given) ids = ids.filter((id) => given.includes(id))
  if (ids.length > MAX_MATCHES) return next()
  if (!ids.length) {
    res.json({ products: [], count: 0, offset: skip, limit: take })
    return
  }
  delete filters.q
  filters.id = ids
  next()
}

/** The number of matches when the page is past the last one (the page query had no row to carry it). */
async function countMatches(pg: Pg, tokens: string[]) {
  const { sql, bindings } = matchingIdsQuery(tokens)
  const { rows } = await pg.raw(`select count(*) as count from (${sql}) matched`, bindings)
  return Number(rows[0].count)
}
