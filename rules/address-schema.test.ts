import { describe, expect, it } from 'vitest'
import { addressSchema, emailSchema, phoneSchema } from './address-schema'

const address = {
  first_name: 'Anna',
  last_name: 'Schmidt',
  company: '',
  address_1: 'Unter den Linden 1',
  address_2: '',
  postal_code: '10117',
  city: 'Berlin',
  province: '',
  country_code: 'DE',
  phone: '',
}
const rules = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; params?: unknown }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.params]))

describe('the address schema', () => {
  it('accepts a complete address, trimmed, the country in lower case', () => {
    expect(addressSchema(['de']).parse({ ...address, city: ' Berlin ' })).toMatchObject({ city: 'Berlin', country_code: 'de' })
  })

  it('names the shared rule of each field that fails it, with the postal code format of the country', () => {
    const result = addressSchema(['de', 'at']).safeParse({ ...address, first_name: ' ', postal_code: '1011', address_2: 'x'.repeat(101), phone: 'call me' })
    expect(rules(result)).toEqual({
      first_name: { rule: 'required' },
      postal_code: { rule: 'zip', values: { example: '10115' } },
      address_2: { rule: 'tooLong', values: { max: 100 } },
      phone: { rule: 'phone' },
    })
    expect(rules(addressSchema(['at']).safeParse(address))).toEqual({ country_code: { rule: 'country' } })
  })

  it('takes any two-letter country without a list (the back office), each with its own postal code format', () => {
    expect(addressSchema().safeParse({ ...address, country_code: 'gb', postal_code: 'SW1A 2AA' }).success).toBe(true)
    expect(rules(addressSchema().safeParse({ ...address, country_code: 'us', postal_code: 'SW1A 2AA' }))).toEqual({
      postal_code: { rule: 'zip', values: { example: '10001' } },
      province: { rule: 'required' },
    })
    expect(rules(addressSchema().safeParse({ ...address, country_code: 'Germany' }))).toEqual({ country_code: { rule: 'country' } })
  })
})

describe('the e-mail and phone schemas', () => {
  it('apply the shared rules', () => {
    expect(emailSchema.parse(' Anna@Example.DE ')).toBe('anna@example.de')
    expect(rules(emailSchema.safeParse('anna@'))).toEqual({ '': { rule: 'email' } })
    expect(phoneSchema.safeParse('').success).toBe(true)
    expect(rules(phoneSchema.safeParse('12'))).toEqual({ '': { rule: 'phone' } })
  })
})
