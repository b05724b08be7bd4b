import type { AdminDraftOrder } from '@medusajs/types'
import { z } from 'zod'
import { emailSchema } from '../../../../../rules/address-schema'
import { actionOf, formOf } from '../../../engine/resource'
import { updateDraftOrder } from '../calls/draft-orders'
import { CustomerField } from './customer-field'

/**
 * The customer a draft is for, and the e-mail its confirmation goes to, changed after it was taken (the call came
 * from the husband, the ring is for the wife's account); its addresses are changed in their own section.
 */
export const changeDraftCustomer = actionOf<AdminDraftOrder>()({
  id: 'draft-customer',
  label: 'draftOrders.changeCustomer',
  icon: 'i-ph-user-switch',
  form: formOf<AdminDraftOrder[]>()({
    schema: z.object({ customer_id: z.string().min(1), email: emailSchema }),
    fields: [
      { name: 'customer_id', label: 'draftOrders.customer', hint: 'draftOrders.changeCustomerHint', component: CustomerField },
      { name: 'email', label: 'customers.email' },
    ],
    values: (rows) => ({ customer_id: rows?.[0]?.customer_id ?? '', email: rows?.[0]?.email ?? '' }),
    toBody: (values) => values,
  }),
  when: (draft) => draft.status === 'draft',
  run: ([draft], values) => updateDraftOrder(draft.id, values),
  done: 'draftOrders.customerChanged',
})
