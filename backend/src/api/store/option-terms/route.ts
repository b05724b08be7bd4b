import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { loadOptionTerms } from '../../../lib/option-terms'

/**
 * GET /store/option-terms — the shop's option vocabulary, `{ terms: { [german]: english } }`. Products keep option
 * titles and values and variants their titles in German; English pages word them through it.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ terms: await loadOptionTerms(req.scope) })
}
