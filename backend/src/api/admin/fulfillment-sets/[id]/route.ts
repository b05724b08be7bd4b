import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { z } from '@medusajs/framework/zod'
import { bothNamesSchema } from '../../../../rules/name-in-language-schema'
import { renameFulfillmentSetWorkflow } from '../../../../workflows/rename-fulfillment-set'

/** The body: both names, with the limits the back office's dialog checks first (one schema, rules/). */
export const RenameFulfillmentSet = bothNamesSchema

/**
 * POST /admin/fulfillment-sets/:id { name, metadata: { name_en } }: staff rename a location's fulfillment set in both
 * languages (Medusa has DELETE on this path only). Answers `{ fulfillment_set }` as Medusa's own routes do.
 */
export const POST = async (req: AuthenticatedMedusaRequest<z.infer<typeof RenameFulfillmentSet>>, res: MedusaResponse) => {
  const body = req.validatedBody
  const { result } = await renameFulfillmentSetWorkflow(req.scope).run({
    input: { id: req.params.id!, name: body.name, name_en: body.metadata.name_en },
  })
  res.json({ fulfillment_set: result })
}
