import type { AdminCustomer } from '@medusajs/types'
import { z } from 'zod'
import { request } from '../../engine/calls'
import { actionOf, defineResource, formOf } from '../../engine/resource'
import { linksSection } from '../links-section'
import { REFERENCES } from '../references'
import { registered } from '../registry'
import { customerAddresses } from './customer-addresses'
import { customerForm } from './customer-form'
import { customerOrders } from './customer-orders'
import CustomerWishlistSection from './customer-wishlist-section'

const nameOf = (customer: AdminCustomer) => [customer.first_name, customer.last_name].filter(Boolean).join(' ')
const accountOf = (customer: AdminCustomer, t: (key: 'customers.registered' | 'customers.guest') => string) =>
  t(customer.has_account ? 'customers.registered' : 'customers.guest')

/** Several customers into one group at once (`POST /admin/customer-groups/{id}/customers { add }`). */
const addToGroup = actionOf<AdminCustomer>()({
  id: 'add-to-group',
  label: 'customers.addToGroup',
  icon: 'i-ph-users-three',
  form: formOf<AdminCustomer[]>()({
    schema: z.object({ group_id: z.string().min(1) }),
    fields: [{ name: 'group_id', label: 'customers.groupsFilter', reference: REFERENCES.customerGroups }],
    values: () => ({ group_id: '' }),
    toBody: (values) => values,
  }),
  run: (rows, { group_id }) =>
    request(`/admin/customer-groups/${encodeURIComponent(group_id)}/customers`, { method: 'POST', body: { add: rows.map((row) => row.id) } }),
  done: 'customers.addedToGroup',
  invalidates: ['customer-groups'],
})

/**
 * Customers: found by name, email, company or phone, filtered by group, account and date; created, edited and
 * deleted (their orders stay); the detail with the customer's groups and addresses.
 */
export const customers = defineResource<AdminCustomer>({
  ...registered('customers'),
  title: (customer) => nameOf(customer) || customer.email,
  list: {
    columns: [
      // the address first: every customer has one (guests often no name), and the first column links to the detail
      { id: 'email', label: 'customers.email', sort: 'email' },
      { id: 'name', label: 'fields.name', fields: ['first_name', 'last_name'], value: nameOf, sort: 'last_name', primary: true },
      { id: 'company_name', label: 'customers.company', hidden: true },
      { id: 'phone', label: 'customers.phone', hidden: true },
      {
        id: 'has_account',
        label: 'customers.account',
        value: (customer) => customer.has_account,
        cell: (customer, { t }) => accountOf(customer, t),
        csv: (customer, { t }) => accountOf(customer, t),
      },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at' },
    ],
    filters: [
      { id: 'groups', label: 'customers.groupsFilter', reference: REFERENCES.customerGroups },
      {
        id: 'has_account',
        label: 'customers.account',
        options: [
          { value: 'true', label: 'customers.registered' },
          { value: 'false', label: 'customers.guest' },
        ],
        toQuery: (values) => (values.length === 1 ? { has_account: values[0] === 'true' } : {}),
      },
      { id: 'created_after', label: 'customers.createdFrom', date: true, toQuery: ([date]) => ({ created_at: { $gte: date } }) },
    ],
    search: 'customers.searchHint',
    defaultSort: '-created_at',
    bulkActions: [addToGroup],
  },
  detail: {
    fields: 'id,email,first_name,last_name,company_name,phone,has_account,created_at,updated_at,groups.id,groups.name',
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
      {
        id: 'groups',
        title: 'customers.groups',
        aside: true,
        component: linksSection<AdminCustomer>({
          reference: REFERENCES.customerGroups,
          read: (customer) => (customer.groups ?? []).map((group) => ({ id: group.id, label: group.name ?? group.id })),
          write: (customer, change) => request(`/admin/customers/${encodeURIComponent(customer.id)}/customer-groups`, { method: 'POST', body: change }),
          empty: 'customers.noGroups',
          addLabel: 'customers.addToGroup',
        }),
      },
      { id: 'wishlist', title: 'shopData.wishlist.title', aside: true, component: CustomerWishlistSection },
    ],
    children: [customerAddresses, customerOrders],
  },
  create: customerForm,
  edit: customerForm,
  // Medusa keeps a deleted customer's orders (with their e-mail and addresses); the confirmation says so
  remove: { text: { one: 'customers.deleteText', many: 'customers.deleteManyText' } },
})
