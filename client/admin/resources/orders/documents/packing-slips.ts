import { downloadPdf } from './download-pdf'

/** The most orders one bulk PDF takes (the back end refuses more). */
const MAX_PACKING_SLIPS = 100

/**
 * The order list's bulk action "print packing slips": one PDF with a slip per selected order, in the list's order
 * (`POST /admin/packing-slips { ids }`). Throws the back end's refusal (an unknown order, too many) as an ApiError.
 */
export async function printPackingSlips(orderIds: string[]): Promise<void> {
  const ids = [...new Set(orderIds)]
  if (!ids.length) return
  if (ids.length > MAX_PACKING_SLIPS) throw new RangeError(`at most ${MAX_PACKING_SLIPS} packing slips at once`)
  await downloadPdf('/packing-slips', 'packing-slips.pdf', { ids })
}

/** One order's packing slip (`GET /admin/orders/{id}/packing-slip`). */
export const printPackingSlip = (orderId: string) => downloadPdf(`/orders/${encodeURIComponent(orderId)}/packing-slip`, 'packing-slip.pdf')
