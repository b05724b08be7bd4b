import type { AdminOrder, AdminPayment } from '@medusajs/types'
import { z } from 'zod'
import { roundCents } from '../../../../../rules/money'
import { flowAction } from '../../../engine/flow/flow-action'
import { type ActionSpec, actionOf, formOf } from '../../../engine/resource'
import { money } from '../../../ui/format'
import { returns } from '../calls/change-kinds'
import { refundPayment } from '../calls/payments'
import { shipReturnParcel } from '../calls/return-parcels'
import { trackingForm } from '../fulfilment/fulfilment-steps'
import { trackingOf } from '../fulfilment/tracking-links'
import { RefundReasonSelect } from './choice-fields'
import { receiveReturnFlow } from './receive-return-flow'
import { requestReturnFlow } from './request-return-flow'
import { returnableQuantity } from './return-lines'

/** "Rücksendung anlegen": the request flow in a drawer, for an order that is not cancelled with a piece that can come back. */
export const createReturn = flowAction<AdminOrder>({
  id: 'create-return',
  label: 'returns.create',
  icon: 'i-ph-arrow-u-up-left',
  when: (order) => order.status !== 'canceled' && (order.items ?? []).some((item) => returnableQuantity(item) > 0),
  flow: (order) => requestReturnFlow(order),
})

/** "Receive": what came back in the parcel of a requested return, in a drawer. */
export const receiveReturn = (returnId: string) =>
  flowAction<AdminOrder>({ id: `receive-${returnId}`, label: 'returns.receive', icon: 'i-ph-package', flow: (order) => receiveReturnFlow(order, returnId) })

/** Cancels a return that has not been received (POST /admin/returns/{id}/cancel), after asking. */
export const cancelReturnAction = (returnId: string): ActionSpec<AdminOrder> => ({
  id: `cancel-return-${returnId}`,
  label: 'returns.cancel',
  icon: 'i-ph-x-circle',
  tone: 'danger',
  confirm: { title: 'returns.cancelTitle', text: 'returns.cancelText', action: 'returns.cancel' },
  run: () => returns.cancel(returnId),
  done: 'returns.canceled',
  invalidates: ['orders'],
})

/**
 * "Rücksendeetikett erfassen": the return parcel is on its way with the label the shop gave the customer; its
 * tracking numbers show on the return. A return whose parcel is on its way can no longer be cancelled (Medusa cannot
 * cancel a shipped parcel): it is received.
 */
export const shipReturnParcelAction = (parcelId: string) =>
  actionOf<AdminOrder>()({
    id: `ship-return-${parcelId}`,
    label: 'returnParcels.ship',
    icon: 'i-ph-truck',
    form: trackingForm,
    run: (_, values) => shipReturnParcel(parcelId, trackingOf(values.tracking, values.carrier)),
    done: 'returnParcels.shipped',
    invalidates: ['orders'],
  })

const refunded = (payment: AdminPayment) => (payment.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0)
/** What is left to pay back of each captured payment. */
const refundable = (order: AdminOrder) =>
  (order.payment_collections ?? [])
    .flatMap((collection) => collection.payments ?? [])
    .filter((payment) => payment.captured_at && !payment.canceled_at)
    .map((payment) => ({ payment, left: Number(payment.amount) - refunded(payment) }))
    .filter(({ left }) => left > 0)

/**
 * The refund of what a received return left owing (Medusa's pending difference), booked with a refund reason; the
 * amount due is shown and prefilled before anything happens. Several payments are refunded one after the other.
 * The back end issues the credit note when the refund is made.
 */
export const refundReturn = (due: number) =>
  actionOf<AdminOrder>()({
    id: 'refund-return',
    label: 'returns.refund',
    icon: 'i-ph-hand-coins',
    summary: ([order], { t, locale }) => (
      <p className="mb-4 rounded-md border border-stone-200 p-3 text-sm" data-testid="refund-due">
        {t('returns.refundDue')}: <strong className="tabular-nums">{money(due, order.currency_code, locale)}</strong>
      </p>
    ),
    form: formOf<AdminOrder[]>()({
      schema: z.object({ amount: z.number().positive().max(due), refund_reason_id: z.string().min(1), note: z.string().max(500) }),
      fields: [
        { name: 'amount', label: 'returns.refundAmount', step: 0.01 },
        { name: 'refund_reason_id', label: 'returns.refundReason', component: RefundReasonSelect },
        { name: 'note', label: 'returns.note' },
      ],
      values: () => ({ amount: due, refund_reason_id: '', note: '' }),
      toBody: (values) => values,
    }),
    run: async ([order], { amount, refund_reason_id, note }) => {
      let open = roundCents(amount)
      for (const { payment, left } of refundable(order)) {
        if (open <= 0) break
        const part = Math.min(open, left)
        await refundPayment(payment.id, { amount: part, refund_reason_id, ...(note ? { note } : {}) })
        open = roundCents(open - part)
      }
    },
    done: 'returns.refunded',
    invalidates: ['orders'],
  })
