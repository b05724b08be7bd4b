import { describe, expect, it } from 'vitest'
import { ORDER_CONFIRMATION_HTML } from './order-confirmation'

describe('order confirmation without a country', () => {
  it('reads sessionStorage checkout_country and replaces the location, keeping the search', () => {
    expect(ORDER_CONFIRMATION_HTML).toContain("sessionStorage.getItem('checkout_country')")
    expect(ORDER_CONFIRMATION_HTML).toContain("location.replace('/' + country + '/order/confirmation' + location.search)")
  })
  it('falls back to de, also without JavaScript', () => {
    expect(ORDER_CONFIRMATION_HTML).toContain("country = 'de'")
    expect(ORDER_CONFIRMATION_HTML).toMatch(/<noscript><a href="\/de\/order\/confirmation">/)
  })
})
