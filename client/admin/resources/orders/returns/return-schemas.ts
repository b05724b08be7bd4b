import { z } from 'zod'

/** A number of pieces typed into a line: a whole number from 0 up. */
const pieces = z.number().int().min(0)

const requestLine = z.object({
  item_id: z.string(),
  title: z.string(),
  returnable: z.number(),
  unit_price: z.number(),
  quantity: pieces,
  reason_id: z.string(),
  note: z.string().max(500),
})

/** The pieces asked back: none more than the line still has, and at least one piece in all. */
export const requestLinesSchema = z.array(requestLine).superRefine((lines, context) => {
  lines.forEach((line, index) => {
    if (line.quantity > line.returnable)
      context.addIssue({ code: 'too_big', origin: 'number', maximum: line.returnable, inclusive: true, path: [index, 'quantity'], input: line.quantity })
  })
  const first = lines.findIndex(() => true)
  if (first >= 0 && lines.every((line) => line.quantity === 0))
    context.addIssue({ code: 'too_small', origin: 'number', minimum: 1, inclusive: true, path: [first, 'quantity'], input: 0 })
})

const receiveLine = z.object({ item_id: z.string(), title: z.string(), requested: z.number(), received: pieces, damaged: pieces, note: z.string().max(500) })

/** What arrived: per line, received and damaged together no more than was asked back, and something in all. */
export const receiveLinesSchema = z.array(receiveLine).superRefine((lines, context) => {
  lines.forEach((line, index) => {
    if (line.received + line.damaged > line.requested)
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: Math.max(line.requested - line.damaged, 0),
        inclusive: true,
        path: [index, 'received'],
        input: line.received,
      })
  })
  const first = lines.findIndex(() => true)
  if (first >= 0 && lines.every((line) => line.received + line.damaged === 0))
    context.addIssue({ code: 'too_small', origin: 'number', minimum: 1, inclusive: true, path: [first, 'received'], input: 0 })
})
