import { z } from '@medusajs/framework/zod'

// Shapes only: lengths, duplicates and the product's own rules are checked by src/lib/product-options (with
// messages in the staff's language).
export const AddOptionSchema = z
  .object({ title: z.string().max(1000), values: z.array(z.string().max(1000)).max(500), variant_value: z.string().max(1000).nullish() })
  .strict()

export const ChangeOptionSchema = z.object({ title: z.string().max(1000), values: z.array(z.string().max(1000)).max(500) }).strict()
