import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { emptyAddress } from '../checkout/validation'
import { addressStepSchema, savedAddressSchema } from './address-schema'

const en = translator('en', dictionaries.en)
const complete = { ...emptyAddress('de'), first_name: 'Anna', last_name: 'Berg', address_1: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin' }

const paths = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('the address forms’ schemas', () => {
  it('puts each rule’s problem on its field of the address it belongs to', () => {
    const result = addressStepSchema(en, ['de', 'at']).safeParse({ shipping: { ...complete, postal_code: '1011' }, billing: emptyAddress('fr'), same: false })
    expect(paths(result)).toEqual({
      'shipping.postal_code': en('checkout.validation.zip.postalCode', { example: '10115' }),
      'billing.first_name': en('checkout.validation.required'),
      'billing.last_name': en('checkout.validation.required'),
      'billing.address_1': en('checkout.validation.required'),
      'billing.postal_code': en('checkout.validation.required'),
      'billing.city': en('checkout.validation.required'),
      'billing.country_code': en('checkout.validation.country'),
    })
  })

  it('leaves the billing address alone while it is the shipping address', () => {
    expect(addressStepSchema(en, ['de']).safeParse({ shipping: complete, billing: emptyAddress('fr'), same: true }).success).toBe(true)
  })

  it('checks an address of the address book against every region’s countries', () => {
    expect(savedAddressSchema(en, ['de']).safeParse({ address: complete, is_default_shipping: true, is_default_billing: false }).success).toBe(true)
    expect(paths(savedAddressSchema(en, ['at']).safeParse({ address: complete, is_default_shipping: false, is_default_billing: false }))).toEqual({
      'address.country_code': en('checkout.validation.country'),
    })
  })
})
