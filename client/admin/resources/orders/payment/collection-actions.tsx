import type { AdminOrder, AdminPaymentCollection } from '@medusajs/types'
import { z } from 'zod'
import { actionOf, formOf } from '../../../engine/resource'
import { money } from '../../../ui/format'
import { createPaymentCollection, deletePaymentCollection } from '../calls/payment-collections'
import { canWithdraw, outstandingOf } from './money-owed'

/** Withdraws a request for money the customer has not paid (asked for too much, or settled otherwise); Medusa deletes it. */
export const withdrawCollection = (collection: AdminPaymentCollection) =>
  actionOf<AdminOrder>()({
    id: `withdraw-collection-${collection.id}`,
    label: 'fulfil.withdrawCollection',
    icon: 'i-ph-x-circle',
    tone: 'danger',
    confirm: { title: 'fulfil.withdrawCollectionTitle', text: 'fulfil.withdrawCollectionText', action: 'fulfil.withdrawCollection' },
    // the sum it no longer asks for, read before it is confirmed
    summary: (_, { t, locale }) => (
      <p className="mb-4 text-sm font-medium text-stone-900" data-testid="collection-amount">
        {t('fulfil.withdrawAmount', { amount: money(collection.amount, collection.currency_code, locale) })}
      </p>
    ),
    when: (order) => order.status !== 'canceled' && canWithdraw(collection),
    run: () => deletePaymentCollection(collection.id),
    done: 'fulfil.collectionWithdrawn',
  })

/**
 * Asks the customer for what the order still lacks (an edit made it dearer): the amount is prefilled with it and
 * cannot exceed it. The customer pays by bank transfer; staff book it as every transfer ("Zahlungseingang buchen").
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
