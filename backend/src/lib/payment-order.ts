import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import type { CreditedRefund } from '../modules/invoice/credit-note-data'

export type PaymentOfOrder = {
  id: string
  provider_id: string
  /** the provider's data (for Stripe its PaymentIntent, whose `capture_method` tells a payment link's apart) */
  data: Record<string, unknown> | null
  order_id: string | null
  captured: number
  refunds: CreditedRefund[]
}

type Queried = {
  id: string
  provider_id: string
  data?: Record<string, unknown> | null
  payment_collection_id: string
  captures?: { amount: unknown }[] | null
  refunds?: { id: string; amount: unknown; note?: string | null; created_at: string | Date; refund_reason?: { label?: string | null } | null }[] | null
}

/** A payment with the order it pays (through its payment collection), what was captured and its refunds, oldest first. */
export async function orderOfPayment(scope: MedusaContainer, paymentId: string): Promise<PaymentOfOrder | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: 'payment',
    fields: [
      'id',
      'provider_id',
      'data',
      'payment_collection_id',
      'captures.amount',
      'refunds.id',
      'refunds.amount',
      'refunds.note',
      'refunds.created_at',
      'refunds.refund_reason.label',
    ],
    filters: { id: paymentId },
  })
  const payment = data[0] as unknown as Queried | undefined
  if (!payment) return null
  const { data: links } = await query.graph({
    entity: 'order_payment_collection',
    fields: ['order_id'],
    filters: { payment_collection_id: payment.payment_collection_id },
  })
  return {
    id: payment.id,
    provider_id: payment.provider_id,
    data: payment.data ?? null,
    order_id: (links[0] as { order_id?: string } | undefined)?.order_id ?? null,
    captured: (payment.captures ?? []).reduce((sum, capture) => sum + Number(capture.amount), 0),
    refunds: (payment.refunds ?? [])
      .map((refund) => ({
        id: refund.id,
        amount: Number(refund.amount),
        note: refund.note ?? null,
        reason: refund.refund_reason?.label ?? null,
        created_at: refund.created_at,
      }))
      .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()),
  }
}
