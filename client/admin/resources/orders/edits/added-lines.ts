import { z } from 'zod'

/**
 * A line staff add to an order edit or a draft: a variant of the catalogue (its title for reading), or a custom line
 * with a title and a net price (an engraving, a repair). The quantity is at least one: a line is dropped, not zeroed.
 */
export const addedLine = z.object({
  variant_id: z.string().optional(),
  title: z.string().min(1),
  quantity: z.number().int().min(1).max(999),
  unit_price: z.number().min(0).optional(),
})
export type AddedLine = z.output<typeof addedLine>

/** Medusa's item bodies: a variant with its quantity (the region's price), or a custom line with title and price. */
export const itemsOf = (lines: AddedLine[]) =>
  lines.map((line) =>
    line.variant_id
      ? { variant_id: line.variant_id, quantity: line.quantity }
      : { title: line.title, quantity: line.quantity, unit_price: line.unit_price ?? 0 },
  )
