import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import type { ReturnedPiece } from '../modules/invoice/credit-note-data'
import { type InvoiceLocale, type InvoiceOrder, itemDescription } from '../modules/invoice/invoice-data'
import { roundCents as cents } from '../rules/money'
import { variantTitler } from './option-terms'

type Item = Pick<InvoiceOrder['items'][number], 'title' | 'product_title' | 'variant_title' | 'product' | 'tax_lines'> & {
  id: string
  /** Medusa's value of the pieces fulfilled: its per-piece total as charged (discounts and VAT in) times their number. */
  fulfilled_total?: number | string | null
  detail?: { fulfilled_quantity?: number | string | null } | null
}
type Return = {
  id: string
  status?: string | null
  received_at?: string | Date | null
  updated_at?: string | Date | null
  items?: { item_id: string; received_quantity?: number | string | null; damaged_quantity?: number | string | null }[] | null
}
/** The order as `RETURNED_FIELDS` bring it. */
export type ReturnsOfOrder = { items: Item[]; returns?: Return[] | null }

/**
 * What the credit note needs of the order. Two ways this read nothing on the real stack, so every note fell back to
 * the refund line: a return item's quantities are Medusa big numbers, which come back only with `returns.items.*`
 * (naming `returns.items.received_quantity` alone returns the item without it); and an item's `total` is what the
 * order still holds, 0 once every piece came back. A piece's value is Medusa's per-piece total, through
 * `fulfilled_total`, which it computes only when the order's own totals are asked for (`total` among the top-level
 * fields).
 */
export const RETURNED_FIELDS = [
  'total',
  'items.*',
  'items.tax_lines.rate',
  'items.product.metadata',
  'returns.id',
  'returns.status',
  'returns.received_at',
  'returns.updated_at',
  'returns.items.*',
]

const rateOf = (item: Item) => cents((item.tax_lines ?? []).reduce((sum, line) => sum + Number(line.rate ?? 0), 0))

// a return received in part has no `received_at` (Medusa sets it once every piece arrived): its last receipt counts
const receivedAt = (ret: Return) => ret.received_at ?? (ret.status === 'partially_received' ? ret.updated_at : null)

/**
 * The pieces a refund pays back: those of the order's returns received by the time of the refund and named on no
 * earlier credit note (`credited`), each with the quantity that came back, its value as charged and its VAT rate. A
 * refund without a return (goodwill, a claim) finds none. Medusa's `received_quantity` already counts the pieces
 * dismissed as damaged (`damaged_quantity` is the part of it that did not go back to stock).
 */
export function piecesOf(
  order: ReturnsOfOrder | undefined,
  input: { refunded_at: string | Date; credited: ReadonlySet<string>; describe: (item: Item) => string },
): { return_ids: string[]; pieces: ReturnedPiece[] } {
  const refundedAt = new Date(input.refunded_at).getTime()
  const returns = (order?.returns ?? []).filter((ret) => {
    const at = receivedAt(ret)
    return at && new Date(at).getTime() <= refundedAt && !input.credited.has(ret.id)
  })
  const pieces = returns.flatMap((ret) =>
    (ret.items ?? []).flatMap((returned): ReturnedPiece[] => {
      const item = order?.items.find((candidate) => candidate.id === returned.item_id)
      const quantity = Number(returned.received_quantity ?? 0)
      const fulfilled = Number(item?.detail?.fulfilled_quantity ?? 0)
      if (!item || !(quantity > 0) || !(fulfilled > 0)) return []
      const value = cents((Number(item.fulfilled_total) / fulfilled) * quantity)
      return Number.isFinite(value) ? [{ description: input.describe(item), quantity, value, rate: rateOf(item) }] : []
    }),
  )
  return { return_ids: pieces.length ? returns.map((ret) => ret.id) : [], pieces }
}

/** The returned pieces of `order_id` a refund made at `refunded_at` pays back, named in the credit note's language. */
export async function returnedPieces(
  scope: MedusaContainer,
  input: { order_id: string; refunded_at: string | Date; credited: ReadonlySet<string>; locale: InvoiceLocale },
): Promise<{ return_ids: string[]; pieces: ReturnedPiece[] }> {
  const [{ data }, variantTitle] = await Promise.all([
    scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: 'order', fields: RETURNED_FIELDS, filters: { id: input.order_id } }),
    variantTitler(scope, input.locale),
  ])
  return piecesOf(data[0] as unknown as ReturnsOfOrder | undefined, { ...input, describe: (item) => itemDescription(item, input.locale, variantTitle) })
}
