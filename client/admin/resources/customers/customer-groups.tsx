import type { AdminCustomer, AdminCustomerGroup } from '@medusajs/types'
import { z } from 'zod'
import { request, restCalls } from '../../engine/calls'
import { childOf } from '../../engine/children/child-spec'
import { defineResource, formOf } from '../../engine/resource'
import { REFERENCES } from '../references'
import { REGISTRY, registered } from '../registry'

const form = formOf<AdminCustomerGroup>()({
  schema: z.object({ name: z.string().trim().min(1).max(100) }),
  fields: [{ name: 'name', label: 'fields.name' }],
  values: (group) => ({ name: group?.name ?? '' }),
  toBody: (values) => values,
})

const customersAt = REGISTRY.customers

/** A group's members: customers filtered by the group, added and removed in batch (`POST …/customers { add, remove }`). */
const members = childOf<AdminCustomerGroup>()<AdminCustomer>({
  id: 'members',
  title: 'customerGroups.members',
  name: 'customers',
  path: (group) => `/admin/customer-groups/${encodeURIComponent(group.id)}/customers`,
  listKey: customersAt.listKey,
  itemKey: customersAt.itemKey,
  calls: (group) => ({
    list: (query, signal) =>
      restCalls<AdminCustomer>(customersAt.path, customersAt.listKey, customersAt.itemKey).list({ ...query, groups: [group.id] }, signal),
  }),
  rowTitle: (customer) => customer.email,
  columns: [
    { id: 'email', label: 'customers.email', sort: 'email' },
    {
      id: 'name',
      label: 'fields.name',
      fields: ['first_name', 'last_name'],
      value: (customer) => [customer.first_name, customer.last_name].filter(Boolean).join(' '),
      primary: true,
    },
  ],
  search: 'customers.searchHint',
  defaultSort: 'email',
  link: (customer) => `${customersAt.route}/${encodeURIComponent(customer.id)}`,
  batch: {
    reference: REFERENCES.customers,
    add: 'customerGroups.addMembers',
    remove: 'customerGroups.removeMembers',
    write: (group, change) => request(`/admin/customer-groups/${encodeURIComponent(group.id)}/customers`, { method: 'POST', body: change }),
  },
})

/** Customer groups: list, create, edit, delete; their members in batch. */
export const customerGroups = defineResource<AdminCustomerGroup>({
  ...registered('customer-groups'),
  title: (group) => group.name ?? group.id,
  list: {
    columns: [
      { id: 'name', label: 'fields.name', sort: 'name' },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at', primary: true },
      { id: 'updated_at', label: 'fields.updatedAt', sort: 'updated_at', hidden: true },
    ],
    search: 'customerGroups.searchHint',
    defaultSort: 'name',
  },
  detail: { fields: 'id,name,created_at,updated_at', sections: [], children: [members] },
  create: form,
  edit: form,
  remove: true,
})
