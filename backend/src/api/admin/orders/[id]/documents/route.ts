import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { orderDocuments } from '../../../../../lib/document-response'

/** GET /admin/orders/:id/documents: `{ invoice, credit_notes }` of the order for the back office's downloads; an unknown order 404. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: 'order', fields: ['id'], filters: { id: req.params.id } })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${req.params.id} was not found`)
  res.json(await orderDocuments(req.scope, req.params.id))
}
