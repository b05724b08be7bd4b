import type { AdminCustomer, AdminCustomerAddress } from '@medusajs/types'
import { z } from 'zod'
import { addressLines } from '../../../../rules/address-lines'
import { MAX_FIELD_LENGTH } from '../../../../rules/address-rules'
import { addressRefinement, addressShape } from '../../../../rules/address-schema'
import { childOf } from '../../engine/children/child-spec'
import { formOf } from '../../engine/resource'
import { orNull } from './customer-form'
import { addressFields, POSTAL_FIELDS } from './postal-address'

const FIELDS = ['address_name', ...POSTAL_FIELDS, 'is_default_shipping', 'is_default_billing'] as const

const addressForm = formOf<AdminCustomerAddress>()({
  schema: z
    .object({ address_name: z.string().trim().max(MAX_FIELD_LENGTH), ...addressShape, is_default_shipping: z.boolean(), is_default_billing: z.boolean() })
    .superRefine(addressRefinement()),
  fields: [
    { name: 'address_name', label: 'customers.addressName' },
    ...addressFields(),
    { name: 'is_default_shipping', label: 'customers.defaultShipping' },
    { name: 'is_default_billing', label: 'customers.defaultBilling' },
  ],
  values: (address) => ({
    address_name: address?.address_name ?? '',
    first_name: address?.first_name ?? '',
    last_name: address?.last_name ?? '',
    company: address?.company ?? '',
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    postal_code: address?.postal_code ?? '',
    city: address?.city ?? '',
    country_code: address?.country_code ?? '',
    province: address?.province ?? '',
    phone: address?.phone ?? '',
    is_default_shipping: address?.is_default_shipping ?? false,
    is_default_billing: address?.is_default_billing ?? false,
  }),
  toBody: ({ is_default_shipping, is_default_billing, ...texts }) => ({
    ...Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, orNull(value)])),
    is_default_shipping,
    is_default_billing,
  }),
})

const lineOf = (address: AdminCustomerAddress) => addressLines(address, { withoutRecipient: true }).join(', ')

/** A customer's addresses: the child table at `/admin/customers/{id}/addresses` (create, edit, delete). */
export const customerAddresses = childOf<AdminCustomer>()<AdminCustomerAddress>({
  id: 'addresses',
  title: 'customers.addresses',
  name: 'customers',
  path: (customer) => `/admin/customers/${encodeURIComponent(customer.id)}/addresses`,
  listKey: 'addresses',
  itemKey: 'address',
  rowTitle: (address) => address.address_name || lineOf(address),
  // a row is what its edit form starts from
  fields: [...FIELDS],
  columns: [
    { id: 'address_1', label: 'customers.address1', fields: ['address_1', 'postal_code', 'city'], value: lineOf },
    { id: 'country_code', label: 'customers.country', value: (address) => address.country_code?.toUpperCase(), primary: true },
    { id: 'address_name', label: 'customers.addressName' },
    { id: 'is_default_shipping', label: 'customers.defaultShipping' },
    { id: 'is_default_billing', label: 'customers.defaultBilling' },
  ],
  create: addressForm,
  edit: addressForm,
  // the form starts from the address as Medusa holds it now (GET …/addresses/{addressId}), not from a row read earlier
  load: true,
  remove: true,
})
