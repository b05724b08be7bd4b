import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'

/** GET /admin/return-reasons: why an item comes back (withdrawal, wrong size, damaged, …), English in `metadata.label_en`. */
export async function listReturnReasons(): Promise<HttpTypes.AdminReturnReason[]> {
  return (await sdk.admin.returnReason.list({ limit: 100, fields: '+metadata' })).return_reasons
}
