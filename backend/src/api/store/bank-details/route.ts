import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { bankDetails } from '../../../modules/bank-transfer/bank-details'

/** GET /store/bank-details — the shop's account for bank transfers, shown after ordering and in the mail. */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.json({ bank_details: bankDetails() })
}
