import { z } from '@medusajs/framework/zod'

export const ApplyPromotionCodeSchema = z.object({ code: z.string().trim().min(1).max(100) })

export type ApplyPromotionCodeBody = z.infer<typeof ApplyPromotionCodeSchema>
