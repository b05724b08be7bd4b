import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'

/**
 * GET /admin/workflows-executions?q=…&state=failed: Medusa 2.21's workflow module turns `q` into a text search but,
 * beside any other filter, puts the raw filters (still holding `q`) next to it, and the database query fails (500).
 * After Medusa's own validation, this builds the same search (workflow, transaction, state or run id containing
 * the text) beside the other filters and takes `q` out, so search and filters combine.
 */
export function searchWithFilters(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const { q, ...filters } = (req.filterableFields ?? {}) as Record<string, unknown>
  if (typeof q !== 'string' || !Object.keys(filters).length) return next()
  const text = { $ilike: `%${q}%` }
  req.filterableFields = { $and: [filters, { $or: [{ transaction_id: text }, { workflow_id: text }, { state: text }, { execution: { runId: text } }] }] }
  next()
}
