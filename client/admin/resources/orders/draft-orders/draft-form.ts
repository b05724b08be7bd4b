import type { AdminDraftOrder } from '@medusajs/types'
import { z } from 'zod'
import { addressSchema, emailSchema } from '../../../../../rules/address-schema'
import { request } from '../../../engine/calls'
import { formOf, type Reference } from '../../../engine/resource'
import { addressFields } from '../../customers/postal-address'
import { createDraftOrder, type NewDraftOrder } from '../calls/draft-orders'
import { addedLine, itemsOf } from '../edits/added-lines'
import { addedLinesField } from '../edits/added-lines-field'
import { ADDRESS_FIELDS, CustomerField } from './customer-field'
import { ShippingOptionField } from './shipping-option-field'
import { priceIn, saleShippingOptions } from './shipping-options'

const regions: Reference = { name: 'regions', path: '/admin/regions', listKey: 'regions', label: 'name' }
const schema = z.object({
  customer_id: z.string().nullable(),
  email: emailSchema,
  region_id: z.string().min(1),
  shipping_address: addressSchema(),
  items: z.array(addedLine).min(1),
  shipping_option_id: z.string(),
})

/**
 * A sale by phone or in the shop: the customer (or only an e-mail), the region, the address (filled in from the
 * customer's default), pieces of the catalogue or custom lines, and how it ships. The billing address is the
 * shipping address; staff change either on the draft afterwards.
 */
export const draftForm = formOf<AdminDraftOrder>()({
  schema,
  mode: 'page',
  fields: [
    { name: 'customer_id', label: 'draftOrders.customer', hint: 'draftOrders.customerHint', component: CustomerField },
    { name: 'email', label: 'customers.email' },
    { name: 'region_id', label: 'orderList.region', reference: regions },
    ...addressFields('shipping_address.'),
    { name: 'items', label: 'draftOrders.items', component: addedLinesField({ custom: true }) },
    { name: 'shipping_option_id', label: 'draftOrders.shipping', component: ShippingOptionField },
  ],
  values: () => ({
    customer_id: null,
    email: '',
    region_id: '',
    shipping_address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as z.input<typeof schema>['shipping_address'],
    items: [],
    shipping_option_id: '',
  }),
  toBody: (values) => values,
})

type DraftValues = z.output<typeof schema>

/**
 * POST /admin/draft-orders from the form: the store's default sales channel, and the chosen shipping option with its
 * name and its price in the region's currency, as Medusa's route wants them.
 */
export async function createDraft(body: Record<string, unknown>): Promise<AdminDraftOrder> {
  const values = body as DraftValues
  const [{ stores }, { region }] = await Promise.all([
    request<{ stores: { default_sales_channel_id: string | null }[] }>('/admin/stores', { query: { fields: 'id,default_sales_channel_id' } }),
    request<{ region: { currency_code: string } }>(`/admin/regions/${encodeURIComponent(values.region_id)}`, { query: { fields: 'id,currency_code' } }),
  ])
  const option = values.shipping_option_id ? (await saleShippingOptions()).find((candidate) => candidate.id === values.shipping_option_id) : undefined
  const address = { ...values.shipping_address }
  const draft: NewDraftOrder = {
    email: values.email,
    customer_id: values.customer_id ?? undefined,
    region_id: values.region_id,
    sales_channel_id: stores[0]?.default_sales_channel_id ?? undefined,
    shipping_address: address,
    billing_address: address,
    items: itemsOf(values.items),
    shipping_methods: option ? [{ shipping_option_id: option.id, name: option.name, amount: priceIn(option, region.currency_code) }] : [],
  }
  return createDraftOrder(draft)
}
