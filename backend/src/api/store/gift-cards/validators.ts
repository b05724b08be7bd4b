import { z } from '@medusajs/framework/zod'
import { MAX_CODE_LENGTH } from '../../../rules/gift-cards'

/** One gift card code as a shopper typed it (`rules/gift-cards.ts` reads it as printed). */
export const GiftCardCodeSchema = z.object({ code: z.string().trim().min(1).max(MAX_CODE_LENGTH) })

export type GiftCardCodeBody = z.infer<typeof GiftCardCodeSchema>
