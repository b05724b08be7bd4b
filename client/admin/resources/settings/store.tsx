import type { AdminStore } from '@medusajs/types'
import { z } from 'zod'
import { defineResource, formOf } from '../../engine/resource'
import { registered } from '../registry'

const defaultCurrency = (store: AdminStore) => store.supported_currencies?.find((currency) => currency.is_default)?.currency_code?.toUpperCase()

const form = formOf<AdminStore>()({
  schema: z.object({ name: z.string().trim().min(1).max(100) }),
  fields: [{ name: 'name', label: 'fields.name' }],
  values: (store) => ({ name: store?.name ?? '' }),
  toBody: (values) => values,
})

/** The shop's settings: Medusa's one store (name, currencies, default region and sales channel). */
export const store = defineResource<AdminStore>({
  ...registered('stores'),
  title: (store) => store.name,
  list: {
    columns: [
      { id: 'name', label: 'fields.name' },
      { id: 'currency', label: 'store.defaultCurrency', primary: true, fields: ['supported_currencies.currency_code', 'supported_currencies.is_default'], value: defaultCurrency },
    ],
  },
  detail: {
    fields: 'id,name,*supported_currencies,default_region_id,default_sales_channel_id,default_location_id',
    sections: [{ id: 'overview', title: 'store.overview', rows: [{ label: 'store.defaultCurrency', value: defaultCurrency }] }],
  },
  edit: form,
})
