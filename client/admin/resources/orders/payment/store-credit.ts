import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { actionOf, formOf } from '../../../engine/resource'
import { createCreditLine } from '../calls/credit-lines'
import { pendingDifference } from './money-owed'

/** What the shop owes the customer (a received return, an edit that made the order cheaper), zero otherwise. */
const owedToCustomer = (order: Pick<AdminOrder, 'summary' | 'status'>) => (order.status === 'canceled' ? 0 : Math.max(0, -pendingDifference(order)))

/** The credit line's reference that marks it as store credit rather than goodwill. */
const STORE_CREDIT = 'store_credit'

/**
 * The other way to pay back what the shop owes, beside the refund of a payment: the customer keeps it as credit.
 * Medusa books it as a negative credit line on the order (the order then owes nothing), referenced to the customer;
 * Medusa refuses more than is owed. The loyalty plugin credits the amount to the customer's store credit account,
 * which the customer spends at checkout (routes/checkout); a guest has no account to keep it, so a guest's order is
 * paid back by refund only.
 */
export const refundAsStoreCredit = actionOf<AdminOrder>()({
  id: 'store-credit',
  label: 'fulfil.storeCredit',
  icon: 'i-ph-wallet',
  form: formOf<AdminOrder[]>()({
    schema: z.object({ amount: z.number().min(0.01), note: z.string().trim().max(500).optional(), owed: z.number() }).superRefine((values, context) => {
      if (values.amount > values.owed)
        context.addIssue({ code: 'too_big', origin: 'number', maximum: values.owed, inclusive: true, input: values.amount, path: ['amount'] })
    }),
    fields: [
      { name: 'amount', label: 'fulfil.storeCreditAmount', step: 0.01, hint: 'fulfil.storeCreditHint' },
      { name: 'note', label: 'fulfil.refundNote', kind: 'textarea' },
    ],
    values: (rows) => {
      const owed = rows?.[0] ? owedToCustomer(rows[0]) : 0
      return { amount: owed, note: '', owed }
    },
    toBody: (values) => values,
  }),
  when: (order) => owedToCustomer(order) > 0 && !!order.customer?.has_account,
  run: ([order], values) =>
    createCreditLine(order.id, {
      amount: -values.amount,
      reference: STORE_CREDIT,
      reference_id: order.customer_id ?? order.id,
      metadata: values.note ? { note: values.note } : undefined,
    }),
  done: 'fulfil.storeCredited',
})
