import type { AdminCustomer } from '@medusajs/types'
import { z } from 'zod'
import { emailSchema, phoneSchema } from '../../../../rules/address-schema'
import { formOf } from '../../engine/resource'

const optional = z.string().trim().max(200)
/** An empty input clears the field in Medusa (`null`); a filled one is sent trimmed. */
export const orNull = (value: string) => value || null

/** A customer's own fields: the address, name, company and phone (create and edit). */
export const customerForm = formOf<AdminCustomer>()({
  schema: z.object({ email: emailSchema, first_name: optional, last_name: optional, company_name: optional, phone: phoneSchema }),
  fields: [
    { name: 'email', label: 'customers.email' },
    { name: 'first_name', label: 'customers.firstName', wide: false },
    { name: 'last_name', label: 'customers.lastName', wide: false },
    { name: 'company_name', label: 'customers.company' },
    { name: 'phone', label: 'customers.phone' },
  ],
  values: (customer) => ({
    email: customer?.email ?? '',
    first_name: customer?.first_name ?? '',
    last_name: customer?.last_name ?? '',
    company_name: customer?.company_name ?? '',
    phone: customer?.phone ?? '',
  }),
  toBody: (values) => ({
    email: values.email,
    first_name: orNull(values.first_name),
    last_name: orNull(values.last_name),
    company_name: orNull(values.company_name),
    phone: orNull(values.phone),
  }),
})
