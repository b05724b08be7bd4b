// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { zodMessage } from '../../engine/form/zod-messages'
import { adminTranslator } from '../../i18n'
import { regionForm } from './region-form'
import { storeSchema } from './store'

const messages = (locale: 'de' | 'en', schema: typeof regionForm.schema | typeof storeSchema, values: unknown) => {
  const t = adminTranslator(locale, locale === 'de' ? de : en)
  const result = schema.safeParse(values, { error: (issue) => zodMessage(t, issue as never) })
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const region = { ...regionForm.values(), name: 'Nordeuropa', currency_code: 'sek', countries: ['is'], payment_providers: ['pp_bank-transfer_bank-transfer'] }

describe("a region's form", () => {
  it('takes a region of its own currency and countries', () => {
    expect(messages('de', regionForm.schema, region)).toEqual([])
    expect(regionForm.toBody(regionForm.schema.parse(region))).toEqual({
      name: 'Nordeuropa',
      currency_code: 'sek',
      countries: ['is'],
      payment_providers: ['pp_bank-transfer_bank-transfer'],
      automatic_taxes: true,
      is_tax_inclusive: true,
    })
  })
  it("refuses another region's country and currency, naming the region, and a region without a way to pay", () => {
    const taken = {
      ...region,
      countries: ['is', 'no'],
      currency_code: 'usd',
      takenCountries: { no: { region: 'International', name: 'Norwegen' } },
      takenCurrencies: { usd: { region: 'International', name: 'US-Dollar' } },
    }
    expect(messages('de', regionForm.schema, taken)).toEqual([
      'countries: Norwegen gehört schon zur Region „International“. Entfernen Sie es dort zuerst: Ein Land gehört zu genau einer Region.',
      'currency_code: US-Dollar ist schon die Währung der Region „International“. Der Shop führt eine Region je Währung: Fügen Sie die Länder dort hinzu.',
    ])
    expect(messages('en', regionForm.schema, { ...region, name: '', payment_providers: [] })).toEqual([
      'name: Required',
      'payment_providers: Choose at least 1',
    ])
  })
})

describe("the store's form", () => {
  const store = {
    name: 'Juwelier Aurelia',
    currencies: ['eur', 'chf'],
    default_currency: 'eur',
    default_region_id: null,
    default_sales_channel_id: null,
    default_location_id: null,
    saved: ['eur', 'chf'],
    usedBy: { chf: 'Schweiz & Liechtenstein' },
  }
  it('refuses to drop a currency a region uses, and a default that is not among the currencies', () => {
    expect(messages('en', storeSchema, store)).toEqual([])
    expect(messages('en', storeSchema, { ...store, currencies: ['eur'] })).toEqual([
      'currencies: CHF is the currency of the region “Schweiz & Liechtenstein” and cannot be removed. Change the region first.',
    ])
    expect(messages('de', storeSchema, { ...store, currencies: ['chf'], default_currency: 'eur' })).toEqual([
      'currencies: Wählen Sie eine der Währungen als Standardwährung.',
    ])
    expect(messages('de', storeSchema, { ...store, currencies: [] })).toContain(`currencies: ${adminTranslator('de', de)('form.minItems', { min: 1 })}`)
  })
})
