import { describe, expect, it } from 'vitest'
import { localeOf, orderLocale } from './languages'

describe("the order's language", () => {
  it('is the one the shopper ordered in, stored with the cart', () => {
    expect(orderLocale({ metadata: { locale: 'en' }, shipping_address: { country_code: 'de' } })).toBe('en')
    expect(orderLocale({ metadata: { locale: 'de' }, shipping_address: { country_code: 'us' } })).toBe('de')
  })
  it("falls back to the shipping country's language when the order has none", () => {
    expect(orderLocale({ metadata: null, shipping_address: { country_code: 'at' } })).toBe('de')
    expect(orderLocale({ metadata: {}, shipping_address: { country_code: 'gb' } })).toBe('en')
    expect(orderLocale({ metadata: { locale: 'xx' }, shipping_address: null })).toBe('de')
    expect(orderLocale({ shipping_address: { country_code: 'LI' } })).toBe(localeOf('li'))
  })
})
