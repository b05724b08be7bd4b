import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import type { ReturnedPiece } from '../modules/invoice/credit-note-data'
import { type InvoiceLocale, type InvoiceOrder, itemDescription } from '../modules/invoice/invoice-data'
import { roundCents as cents } from '../rules/money'
import { variantTitler } from './option-terms'

type Item = Pick<InvoiceOrder['items'][number], 'title' | 'product_title' | 'variant_title' | 'product' | 'quantity' | 'total' | 'tax_lines'> & { id: string }
type Queried = {
  items: Item[]
  returns?:
    | {
        id: string
        received_at?: string | Date | null
        items?: { item_id: string; received_quantity?: number | null; damaged_quantity?: number | null }[] | null
      }[]
    | null
}

const rateOf = (item: Item) => cents((item.tax_lines ?? []).reduce((sum, line) => sum + Number(line.rate ?? 0), 0))

/**
 * The pieces a refund pays back: those of the order's returns received by the time of the refund and named on no
 * earlier credit note (`credited`), each with the quantity that came back (received or dismissed as damaged), its
 * value as charged and its VAT rate. A refund without a return (goodwill, a claim) finds none.
 */
export async function returnedPieces(
  scope: MedusaContainer,
  input: { order_id: string; refunded_at: string | Date; credited: ReadonlySet<string>; locale: InvoiceLocale },
): Promise<{ return_ids: string[]; pieces: ReturnedPiece[] }> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: 'order',
    fields: [
      'items.*',
      'items.tax_lines.rate',
      'items.product.metadata',
      'returns.id',
      'returns.received_at',
      'returns.items.item_id',
      'returns.items.received_quantity',
      'returns.items.damaged_quantity',
    ],
    filters: { id: input.order_id },
  })
  const order = data[0] as unknown as Queried | undefined
  const refundedAt = new Date(input.refunded_at).getTime()
  const returns = (order?.returns ?? []).filter((ret) => ret.received_at && new Date(ret.received_at).getTime() <= refundedAt && !input.credited.has(ret.id))
  const variantTitle = await variantTitler(scope, input.locale)
  const pieces = returns.flatMap((ret) =>
    (ret.items ?? []).flatMap((returned): ReturnedPiece[] => {
      const item = order?.items.find((candidate) => candidate.id === returned.item_id)
      const quantity = Number(returned.received_quantity ?? 0) + Number(returned.damaged_quantity ?? 0)
      if (!item || quantity <= 0) return []
      const value = cents((Number(item.total) / Number(item.quantity)) * quantity)
      return [{ description: itemDescription(item, input.locale, variantTitle), quantity, value, rate: rateOf(item) }]
    }),
  )
  return { return_ids: pieces.length ? returns.map((ret) => ret.id) : [], pieces }
}
