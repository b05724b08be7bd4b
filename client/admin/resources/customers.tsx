import type { AdminCustomer } from '@medusajs/types'
import { defineResource } from '../engine/resource'

const nameOf = (customer: AdminCustomer) => [customer.first_name, customer.last_name].filter(Boolean).join(' ')
const accountOf = (customer: AdminCustomer, t: (key: 'customers.registered' | 'customers.guest') => string) => t(customer.has_account ? 'customers.registered' : 'customers.guest')

/**
 * Customers (GET /admin/customers, GET /admin/customers/{id}), to look up and read: found by name, email,
 * company or phone, filtered by account. Editing, groups and addresses come with the customers issue.
 */
export const customers = defineResource<AdminCustomer>({
  name: 'customers',
  path: '/admin/customers',
  listKey: 'customers',
  itemKey: 'customer',
  route: '/customers',
  title: (customer) => nameOf(customer) || customer.email,
  list: {
    columns: [
      // the address first: every customer has one (guests often no name), and the first column links to the detail
      { id: 'email', label: 'customers.email', sort: 'email' },
      { id: 'name', label: 'fields.name', fields: ['first_name', 'last_name'], value: nameOf, sort: 'last_name' },
      { id: 'company_name', label: 'customers.company', hidden: true },
      { id: 'phone', label: 'customers.phone', hidden: true },
      { id: 'has_account', label: 'customers.account', value: (customer) => customer.has_account, cell: (customer, { t }) => accountOf(customer, t), csv: (customer, { t }) => accountOf(customer, t) },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at' },
    ],
    filters: [
      { id: 'has_account', label: 'customers.account', options: [{ value: 'true', label: 'customers.registered' }, { value: 'false', label: 'customers.guest' }], toQuery: (values) => (values.length === 1 ? { has_account: values[0] === 'true' } : {}) },
    ],
    search: 'customers.searchHint',
    defaultSort: '-created_at',
  },
  detail: {
    fields: 'id,email,first_name,last_name,company_name,phone,has_account,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'customers.details',
        rows: [
          { label: 'customers.email', value: (customer) => customer.email },
          { label: 'customers.phone', value: (customer) => customer.phone },
          { label: 'customers.company', value: (customer) => customer.company_name },
          { label: 'customers.account', value: (customer, { t }) => accountOf(customer, t) },
        ],
      },
    ],
  },
})
