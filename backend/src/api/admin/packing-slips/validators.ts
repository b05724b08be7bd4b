import { z } from '@medusajs/framework/zod'
import { MAX_PACKING_SLIPS } from '../../../lib/packing-slips'

export const PackingSlipsSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1)
    .max(MAX_PACKING_SLIPS)
    .transform((ids) => [...new Set(ids)]),
})
export type PackingSlipsBody = z.infer<typeof PackingSlipsSchema>
