import { describe, expect, it } from 'vitest'
import { startingAddresses } from './starting-addresses'

const home = { id: 'addr_home', country_code: 'de', is_default_shipping: true, is_default_billing: true }
const office = { id: 'addr_office', country_code: 'de', is_default_shipping: false, is_default_billing: false }
const vienna = { id: 'addr_vienna', country_code: 'at', is_default_shipping: false, is_default_billing: false }

describe('startingAddresses', () => {
  it('starts with the default shipping address, billing the same when it is the default for both', () => {
    expect(startingAddresses([office, home], ['de', 'at'])).toEqual({ shipping: home, billing: null })
  })

  it('adds a default billing address that is another one', () => {
    const billing = { ...office, is_default_billing: true }
    expect(startingAddresses([{ ...home, is_default_billing: false }, billing], ['de'])).toEqual({ shipping: { ...home, is_default_billing: false }, billing })
  })

  it('takes the only saved address when none is marked default', () => {
    expect(startingAddresses([office], ['de'])).toEqual({ shipping: office, billing: null })
    expect(startingAddresses([office, vienna], ['de', 'at'])).toEqual({ shipping: null, billing: null })
  })

  it('leaves the choice to the customer when the default lies outside the region', () => {
    expect(startingAddresses([home, vienna], ['us', 'gb'])).toEqual({ shipping: null, billing: null })
    expect(startingAddresses([{ ...home, country_code: 'DE' }], ['de']).shipping?.id).toBe('addr_home')
  })

  it('starts with nothing for a guest', () => {
    expect(startingAddresses([], ['de'])).toEqual({ shipping: null, billing: null })
  })
})
