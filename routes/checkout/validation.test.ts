import { describe, expect, it } from 'vitest'
import { checkAddress, checkConfirmations, checkEmail, emptyAddress } from './validation'

const valid = { ...emptyAddress('de'), first_name: 'Anna', last_name: 'Schmidt', address_1: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin' }

describe('checkout validation', () => {
  it('accepts a plain email and rejects blanks and malformed ones', () => {
    expect(checkEmail('anna@example.de')).toBeUndefined()
    expect(checkEmail('  ')?.key).toBe('checkout.validation.required')
    expect(checkEmail('anna@example')?.key).toBe('checkout.validation.email')
    expect(checkEmail('anna example.de')?.key).toBe('checkout.validation.email')
  })

  it('requires name, street, ZIP and city, and the country to be one the region sells to', () => {
    expect(checkAddress(valid, ['de', 'at'])).toEqual({})
    const problems = checkAddress(emptyAddress('fr'), ['de', 'at'])
    expect(Object.keys(problems).sort()).toEqual(['address_1', 'city', 'country_code', 'first_name', 'last_name', 'postal_code'])
  })

  it('checks the ZIP format of the chosen country and names an example', () => {
    expect(checkAddress({ ...valid, postal_code: '1234' }, ['de']).postal_code).toEqual({
      key: 'checkout.validation.zip.postalCode',
      params: { example: '10115' },
    })
    expect(checkAddress({ ...valid, country_code: 'at', postal_code: '1010' }, ['at'])).toEqual({})
    expect(checkAddress({ ...valid, country_code: 'gb', postal_code: 'SW1A 1AA' }, ['gb'])).toEqual({})
    expect(checkAddress({ ...valid, country_code: 'ae', postal_code: '' }, ['ae'])).toEqual({})
  })

  it('asks US addresses for a state and accepts ZIP+4', () => {
    const us = { ...valid, country_code: 'us', postal_code: '10001-1234' }
    expect(checkAddress(us, ['us']).province?.key).toBe('checkout.validation.required')
    expect(checkAddress({ ...us, province: 'NY' }, ['us'])).toEqual({})
  })

  it('rejects implausible phone numbers but lets the phone be empty', () => {
    expect(checkAddress({ ...valid, phone: 'call me' }, ['de']).phone?.key).toBe('checkout.validation.phone')
    expect(checkAddress({ ...valid, phone: '+49 30 1234567' }, ['de'])).toEqual({})
  })

  it('requires all three confirmations and a password only for a new account', () => {
    const none = { terms: false, revocation: false, privacy: false, createAccount: false, password: '' }
    expect(Object.keys(checkConfirmations(none)).sort()).toEqual(['privacy', 'revocation', 'terms'])
    expect(checkConfirmations({ ...none, terms: true, revocation: true, privacy: true })).toEqual({})
    expect(checkConfirmations({ ...none, terms: true, revocation: true, privacy: true, createAccount: true, password: 'short' }).password?.key).toBe(
      'checkout.validation.password',
    )
  })
})
