import { z } from 'zod'

const line = z.object({
  line_item_id: z.string(),
  hs_code: z.string().nullable(),
  origin_country: z.string().nullable(),
  mid_code: z.string().nullable(),
  material: z.string().nullable(),
  quantity: z.number(),
  weight: z.number().nullable(),
  value: z.number(),
})

const declaration = z.object({
  currency_code: z.string(),
  lines: z.array(line),
  total_value: z.number(),
  total_weight: z.number().nullable(),
})

export type CustomsDeclaration = z.infer<typeof declaration>

/**
 * The customs declaration Medusa wrote into a fulfilment's `metadata.customs` when its parcel leaves the EU
 * (backend/src/lib/fulfilment-customs.ts): its lines, currency and totals; null for a parcel within the EU, or when
 * the data is not of that shape (never half a declaration on screen).
 */
export function customsOf(metadata: Record<string, unknown> | null | undefined): CustomsDeclaration | null {
  const parsed = declaration.safeParse(metadata?.customs)
  return parsed.success ? parsed.data : null
}
