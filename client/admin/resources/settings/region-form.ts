import type { AdminRegion } from '@medusajs/types'
import { z } from 'zod'
import { customMessage } from '../../engine/form/zod-messages'
import { formOf } from '../../engine/resource'
import { CountriesField } from './countries-field'
import { CurrencyField } from './currency-field'
import { ProvidersField } from './providers-field'

/**
 * What the other regions hold, set by the country and currency fields once they have read the regions: code → the
 * region's name and the code's name in the staff's language (for the message).
 */
const taken = z.record(z.string(), z.object({ region: z.string(), name: z.string() }))

const regionSchema = z
  .object({
    id: z.string(),
    name: z.string().trim().min(1).max(100),
    currency_code: z.string().min(1),
    countries: z.array(z.string()),
    payment_providers: z.array(z.string()).min(1),
    automatic_taxes: z.boolean(),
    takenCountries: taken,
    takenCurrencies: taken,
  })
  .superRefine((values, context) => {
    // Medusa refuses a country another region has; the shop keeps one region per currency
    for (const country of values.countries) {
      const owner = values.takenCountries[country]
      if (owner)
        context.addIssue({ code: 'custom', path: ['countries'], params: customMessage('regions.countryTaken', { country: owner.name, region: owner.region }) })
    }
    const owner = values.takenCurrencies[values.currency_code]
    if (owner)
      context.addIssue({
        code: 'custom',
        path: ['currency_code'],
        params: customMessage('regions.currencyTaken', { currency: owner.name, region: owner.region }),
      })
  })

/**
 * A region: its name, its currency (one of the store's, not another region's), its countries (none another region
 * has), its payment methods and whether Medusa computes its taxes. One call creates or updates it, so nothing is
 * half-saved; a new region's prices include VAT, as all of the shop's do.
 */
export const regionForm = formOf<AdminRegion>()({
  schema: regionSchema,
  fields: [
    { name: 'name', label: 'fields.name' },
    { name: 'currency_code', label: 'regions.currency', hint: 'regions.currencyHint', component: CurrencyField, wide: false },
    { name: 'countries', label: 'regions.countries', hint: 'regions.countriesHint', component: CountriesField },
    { name: 'payment_providers', label: 'regions.paymentProviders', component: ProvidersField },
    { name: 'automatic_taxes', label: 'regions.automaticTaxes', hint: 'regions.automaticTaxesHint' },
  ],
  values: (region) => ({
    id: region?.id ?? '',
    name: region?.name ?? '',
    currency_code: region?.currency_code ?? '',
    countries: (region?.countries ?? []).map((country) => country.iso_2!.toLowerCase()).filter(Boolean),
    payment_providers: (region?.payment_providers ?? []).map((provider) => provider.id),
    automatic_taxes: region?.automatic_taxes ?? true,
    takenCountries: {},
    takenCurrencies: {},
  }),
  toBody: (values, region) => ({
    name: values.name,
    currency_code: values.currency_code,
    countries: values.countries,
    payment_providers: values.payment_providers,
    automatic_taxes: values.automatic_taxes,
    ...(region ? {} : { is_tax_inclusive: true }),
  }),
})
