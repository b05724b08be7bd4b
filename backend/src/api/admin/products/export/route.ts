import { randomUUID } from 'node:crypto'
import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { remapKeysForProduct } from '@medusajs/medusa/api/admin/products/helpers'
import { exportProductsCsvWorkflow } from '../../../../workflows/export-products-csv'

/**
 * POST /admin/products/export in place of Medusa's route of the same path (the later registration wins; its
 * query validation still runs first): the same filters, fields and answer `{ transaction_id }`, the file
 * announced in the admin feed as before (its notification's `data.export_id` is the transaction id), its text cells
 * escaped by the shop's rule (src/lib/csv-cells.ts).
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  // the transaction id is the export's name in its feed notifications (two exports at once each find their own file)
  const transactionId = `export-products-${randomUUID()}`
  const { transaction } = await exportProductsCsvWorkflow(req.scope).run({
    input: { select: remapKeysForProduct(req.queryConfig.fields ?? []), filter: req.filterableFields, export_id: transactionId },
    context: { transactionId },
  })
  res.status(202).json({ transaction_id: transaction.transactionId })
}
