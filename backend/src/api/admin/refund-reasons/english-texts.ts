import { z } from '@medusajs/framework/zod'
import { keepBodyFields } from '../keep-body-fields'

/**
 * A refund reason's `metadata` (its English label and description, `label_en` and `description_en`, as the back
 * office's refund form reads them): Medusa 2.21's refund-reason routes refuse it, its workflows store it.
 */
export const refundReasonMetadata = keepBodyFields('/admin/refund-reasons', z.object({ metadata: z.record(z.string(), z.unknown()).nullable() }))
