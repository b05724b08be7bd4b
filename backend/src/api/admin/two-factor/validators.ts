import { z } from '@medusajs/framework/zod'

export const TwoFactorRequirementSchema = z.object({ required: z.boolean() }).strict()
export type TwoFactorRequirement = z.infer<typeof TwoFactorRequirementSchema>
