import type { AdminOrder } from '@medusajs/types'
import type { SectionProps } from '../../../engine/resource'
import { OrderDocuments } from '../documents/order-documents'

/** The order's invoice, packing slip and credit notes (the part draws its own heading). */
export function DocumentsSection({ item }: SectionProps<AdminOrder>) {
  return (
    <div className="admin-card p-4">
      <OrderDocuments orderId={item.id} />
    </div>
  )
}
