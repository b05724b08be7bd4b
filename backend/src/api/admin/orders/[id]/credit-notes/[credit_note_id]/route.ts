import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { sendCreditNote } from '../../../../../../lib/document-response'
import { visitorLocale } from '../../../../../visitor-locale'

/** GET /admin/orders/:id/credit-notes/:credit_note_id: a credit note's PDF for staff. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await sendCreditNote(req.scope, req.params.id, req.params.credit_note_id, res, visitorLocale(req))
}
