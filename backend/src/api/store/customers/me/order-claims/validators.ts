import { z } from '@medusajs/framework/zod'

/** An order number as the shop prints it (#28 or 28): a whole number, never the order's id. */
export const OrderClaimSchema = z.object({
  display_id: z.coerce.number().int('an order number (digits only)').min(1, 'an order number (digits only)').max(999_999_999, 'an order number (digits only)'),
})
