import type { AdminOrder } from '@medusajs/types'
import { z } from 'zod'
import { emailSchema } from '../../../../../rules/address-schema'
import { sdk } from '../../../api/sdk'
import { actionOf, formOf } from '../../../engine/resource'

/**
 * A mistyped address on an order: POST /admin/orders/{id} with the new e-mail (Medusa's update-order workflow
 * records the change in the order's history). Later mails of the order go to the new address.
 */
export const changeEmail = actionOf<AdminOrder>()({
  id: 'change-email',
  label: 'orderDetail.changeEmail',
  icon: 'i-ph-at',
  form: formOf<AdminOrder[]>()({
    schema: z.object({ email: emailSchema }),
    fields: [{ name: 'email', label: 'orderDetail.newEmail', kind: 'email' }],
    values: (rows) => ({ email: rows?.[0]?.email ?? '' }),
    toBody: (values) => values,
  }),
  when: (order) => order.status !== 'canceled',
  run: async ([order], values) => (await sdk.admin.order.update(order.id, { email: values.email })).order,
  done: 'orderDetail.emailChanged',
})
