import type { AdminStore } from '@medusajs/types'
import { lazy } from 'react'
import { z } from 'zod'
import { customMessage } from '../../engine/form/zod-messages'
import { RefLabel } from '../../engine/ref-label'
import { defineResource, formOf } from '../../engine/resource'
import { REFERENCES } from '../references'
import { registered } from '../registry'
import { StoreCurrenciesField } from './store-currencies-field'

const defaultCurrency = (store: AdminStore) => store.supported_currencies?.find((currency) => currency.is_default)?.currency_code?.toUpperCase()
const currenciesOf = (store: AdminStore) =>
  (store.supported_currencies ?? [])
    .map((currency) => currency.currency_code.toUpperCase())
    .sort()
    .join(', ')

/**
 * The store's settings. Its currencies: at least one, one of them the default; one a region still uses cannot be
 * removed (`usedBy`, set by the currencies field from the regions: code → the region's name). The back end also
 * refuses a currency that prices still use (src/api/admin/stores/keep-used-currencies.ts).
 */
export const storeSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    currencies: z.array(z.string()).min(1),
    default_currency: z.string(),
    default_region_id: z.string().nullable(),
    default_sales_channel_id: z.string().nullable(),
    default_location_id: z.string().nullable(),
    saved: z.array(z.string()),
    usedBy: z.record(z.string(), z.string()),
  })
  .superRefine((values, context) => {
    if (!values.currencies.includes(values.default_currency))
      context.addIssue({ code: 'custom', path: ['currencies'], params: customMessage('store.chooseDefault') })
    for (const code of values.saved.filter((saved) => !values.currencies.includes(saved))) {
      const region = values.usedBy[code]
      if (region)
        context.addIssue({ code: 'custom', path: ['currencies'], params: customMessage('store.currencyInUse', { currency: code.toUpperCase(), region }) })
    }
  })

const form = formOf<AdminStore>()({
  schema: storeSchema,
  fields: [
    { name: 'name', label: 'fields.name' },
    { name: 'currencies', label: 'store.currencies', hint: 'store.currenciesHint', component: StoreCurrenciesField },
    { name: 'default_region_id', label: 'store.defaultRegion', reference: REFERENCES.regions, wide: false },
    { name: 'default_sales_channel_id', label: 'store.defaultSalesChannel', reference: REFERENCES.salesChannels, wide: false },
    { name: 'default_location_id', label: 'store.defaultLocation', reference: REFERENCES.stockLocations, wide: false },
  ],
  values: (store) => {
    const codes = (store?.supported_currencies ?? []).map((currency) => currency.currency_code)
    return {
      name: store?.name ?? '',
      currencies: codes,
      default_currency: store?.supported_currencies?.find((currency) => currency.is_default)?.currency_code ?? codes[0] ?? '',
      default_region_id: store?.default_region_id ?? null,
      default_sales_channel_id: store?.default_sales_channel_id ?? null,
      default_location_id: store?.default_location_id ?? null,
      saved: codes,
      usedBy: {},
    }
  },
  toBody: (values, store) => ({
    name: values.name,
    // Medusa keeps whether a currency's prices include tax as a price preference, which an update leaves as it is;
    // a new currency's include VAT, as all of the shop's do
    supported_currencies: values.currencies.map((code) => ({
      currency_code: code,
      is_default: code === values.default_currency,
      ...(store?.supported_currencies?.some((currency) => currency.currency_code === code) ? {} : { is_tax_inclusive: true }),
    })),
    default_region_id: values.default_region_id,
    default_sales_channel_id: values.default_sales_channel_id,
    default_location_id: values.default_location_id,
  }),
})

/**
 * The shop's settings: Medusa's one store (`single`: the Settings entry opens it). Name, currencies with the default,
 * default region, sales channel and stock location; its page leads to every setting under it.
 */
export const store = defineResource<AdminStore>({
  ...registered('stores'),
  single: true,
  title: (store) => store.name,
  list: {
    columns: [
      { id: 'name', label: 'fields.name' },
      {
        id: 'currency',
        label: 'store.defaultCurrency',
        primary: true,
        fields: ['supported_currencies.currency_code', 'supported_currencies.is_default'],
        value: defaultCurrency,
      },
    ],
  },
  detail: {
    fields: 'id,name,*supported_currencies,default_region_id,default_sales_channel_id,default_location_id',
    sections: [
      {
        id: 'overview',
        title: 'store.overview',
        rows: [
          { label: 'store.defaultCurrency', value: defaultCurrency },
          { label: 'store.currencies', value: currenciesOf },
          {
            label: 'store.defaultRegion',
            value: (store) => store.default_region_id && <RefLabel reference={REFERENCES.regions} id={store.default_region_id} />,
          },
          {
            label: 'store.defaultSalesChannel',
            value: (store) => store.default_sales_channel_id && <RefLabel reference={REFERENCES.salesChannels} id={store.default_sales_channel_id} />,
          },
          {
            label: 'store.defaultLocation',
            value: (store) => store.default_location_id && <RefLabel reference={REFERENCES.stockLocations} id={store.default_location_id} />,
          },
        ],
      },
      { id: 'two-factor', title: 'staff.twoFactor.storeSection', aside: true, component: lazy(() => import('./two-factor-section')) },
      { id: 'settings', title: 'store.settings', aside: true, component: lazy(() => import('./settings-links-section')) },
    ],
  },
  edit: { ...form, mode: 'page' },
})
