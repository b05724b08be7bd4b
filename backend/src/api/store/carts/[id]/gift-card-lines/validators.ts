import { z } from '@medusajs/framework/zod'

// generous bounds only against junk: the shop's rule (rules/gift-cards.ts) judges the values and words its refusals
const text = z.string().max(2000).nullish()

/** A bought gift card as the product page sends it: the variant (an amount, or the free one), the amount and details. */
export const GiftCardLineSchema = z.object({
  variant_id: z.string().trim().min(1).max(100),
  amount: z.number().nullish(),
  recipient_email: text,
  recipient_name: text,
  message: text,
  deliver_on: text,
})

export type GiftCardLineBody = z.infer<typeof GiftCardLineSchema>
