import type { AdminOrder, AdminPaymentCollection } from '@medusajs/types'
import { z } from 'zod'
import { actionOf, formOf } from '../../../engine/resource'
import { money } from '../../../ui/format'
import { createPaymentCollection, markPaymentCollectionAsPaid } from '../calls/payment-collections'
import { canMarkPaid, outstandingOf } from './money-owed'

/** The transfer for a request staff created arrived: Medusa books it as a captured payment. */
export const markCollectionPaid = (collection: AdminPaymentCollection) =>
  actionOf<AdminOrder>()({
    id: `mark-collection-paid-${collection.id}`,
    label: 'fulfil.markCollectionPaid',
    icon: 'i-ph-bank',
    confirm: { title: 'fulfil.markCollectionPaidTitle', text: 'fulfil.markCollectionPaidText', action: 'fulfil.markCollectionPaid' },
    // the sum it books, read before it is confirmed
    summary: (_, { t, locale }) => (
      <p className="mb-4 text-sm font-medium text-stone-900" data-testid="collection-amount">
        {t('fulfil.collectionAmount', { amount: money(collection.amount, collection.currency_code, locale) })}
      </p>
    ),
    when: (order) => order.status !== 'canceled' && canMarkPaid(collection),
    run: ([order]) => markPaymentCollectionAsPaid(collection.id, order.id),
    done: 'fulfil.collectionPaid',
  })

/**
 * Asks the customer for what the order still lacks (an edit made it dearer): the amount is prefilled with it and
 * cannot exceed it. The customer pays by bank transfer; staff then mark the request as paid.
 */
export const requestPayment = actionOf<AdminOrder>()({
  id: 'request-payment',
  label: 'fulfil.requestPayment',
  icon: 'i-ph-receipt',
  form: formOf<AdminOrder[]>()({
    schema: z.object({ amount: z.number().min(0.01), outstanding: z.number() }).superRefine((values, context) => {
      if (values.amount > values.outstanding)
        context.addIssue({ code: 'too_big', origin: 'number', maximum: values.outstanding, inclusive: true, input: values.amount, path: ['amount'] })
    }),
    fields: [{ name: 'amount', label: 'fulfil.requestAmount', step: 0.01, hint: 'fulfil.requestHint' }],
    values: (rows) => {
      const outstanding = rows?.[0] ? outstandingOf(rows[0]) : 0
      return { amount: outstanding, outstanding }
    },
    toBody: (values) => values,
  }),
  when: (order) => outstandingOf(order) > 0,
  run: ([order], values) => createPaymentCollection(order.id, values.amount),
  done: 'fulfil.paymentRequested',
})
