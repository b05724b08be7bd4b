import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { actionOf, formOf } from '../../../engine/resource'
import { createCreditLine } from '../calls/credit-lines'
import { pendingDifference } from './money-owed'

/**
 * Credits an amount on the order outside its items (goodwill on a late delivery) with its reason. Medusa takes a
 * credit line only while the customer still owes money, and no more than that.
 */
export const addCreditLine = actionOf<AdminOrder>()({
  id: 'credit-line',
  label: 'fulfil.creditLine',
  icon: 'i-ph-minus-circle',
  form: formOf<AdminOrder[]>()({
    schema: z.object({ amount: z.number().min(0.01), reason: z.string().trim().min(1).max(200), owed: z.number() }).superRefine((values, context) => {
      if (values.amount > values.owed)
        context.addIssue({ code: 'too_big', origin: 'number', maximum: values.owed, inclusive: true, input: values.amount, path: ['amount'] })
    }),
    fields: [
      { name: 'amount', label: 'fulfil.creditAmount', step: 0.01, hint: 'fulfil.creditHint' },
      { name: 'reason', label: 'fulfil.creditReason' },
    ],
    values: (rows) => ({ amount: 0, reason: '', owed: rows?.[0] ? pendingDifference(rows[0]) : 0 }),
    toBody: (values) => values,
  }),
  when: (order) => order.status !== 'canceled' && pendingDifference(order) > 0,
  run: ([order], values) =>
    createCreditLine(order.id, {
      amount: values.amount,
      reference: 'goodwill',
      reference_id: `staff-${Date.now().toString(36)}`,
      metadata: { reason: values.reason },
    }),
  done: 'fulfil.credited',
})
