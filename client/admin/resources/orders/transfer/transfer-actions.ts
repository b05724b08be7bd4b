import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { actionOf, formOf } from '../../../engine/resource'
import { REFERENCES } from '../../references'
import { cancelTransfer, requestTransfer } from '../calls/transfer'
import { pendingTransfer } from './order-with-transfer'

/** Offers the order to a customer account (a guest order the customer wants in the account); the customer accepts by mail. */
export const offerTransfer = actionOf<AdminOrder>()({
  id: 'request-transfer',
  label: 'fulfil.transfer',
  icon: 'i-ph-user-switch',
  form: formOf<AdminOrder[]>()({
    schema: z.object({ customer_id: z.string().min(1), description: z.string().trim().max(500).optional() }),
    fields: [
      { name: 'customer_id', label: 'fulfil.transferCustomer', reference: REFERENCES.customers },
      { name: 'description', label: 'fulfil.transferNote' },
    ],
    values: () => ({ customer_id: '', description: '' }),
    toBody: (values) => values,
  }),
  when: (order) => order.status !== 'canceled' && 'pending_transfer' in order && !pendingTransfer(order),
  run: ([order], values) => requestTransfer(order.id, { customer_id: values.customer_id, description: values.description || undefined }),
  done: 'fulfil.transferRequested',
})

/** Withdraws the offer before the customer accepted it. */
export const withdrawTransfer = actionOf<AdminOrder>()({
  id: 'cancel-transfer',
  label: 'fulfil.cancelTransfer',
  icon: 'i-ph-arrow-counter-clockwise',
  confirm: { title: 'fulfil.cancelTransferTitle', text: 'fulfil.cancelTransferText', action: 'fulfil.cancelTransfer' },
  when: (order) => !!pendingTransfer(order),
  run: ([order]) => cancelTransfer(order.id),
  done: 'fulfil.transferCanceled',
})
