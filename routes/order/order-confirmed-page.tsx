import type { PageProps } from '../lib/types'
import { OrderFrame } from './order-frame'
import { OrderSummary } from './order-summary'

/** /{cc}/order/{id}/confirmed: where a placed order lands. */
export default function OrderConfirmedPage({ params }: PageProps) {
  return (
    <OrderFrame>
      <OrderSummary orderId={params.id ?? null} />
    </OrderFrame>
  )
}
