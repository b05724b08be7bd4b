import { describe, expect, it } from 'vitest'
import { loginUrl, returnTo, signedOutUrl, wasSignedOut } from './return-to'

describe('return after sign-in', () => {
  it('goes to the remembered page of this shop, else to the account', () => {
    expect(returnTo('?redirect=%2Fde%2Faccount%2Forders%3Fpage%3D2', 'de')).toBe('/de/account/orders?page=2')
    expect(returnTo('', 'us')).toBe('/us/account')
  })

  it('ignores targets outside the shop', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/de/ account']) {
      expect(returnTo(`?redirect=${encodeURIComponent(target)}`, 'de'), target).toBe('/de/account')
    }
  })

  it('builds the login URL that remembers a page', () => {
    expect(loginUrl('de', '/de/account/orders')).toBe('/de/login?redirect=%2Fde%2Faccount%2Forders')
    expect(returnTo(new URL(loginUrl('at', '/at/account?x=1'), 'http://shop').search, 'at')).toBe('/at/account?x=1')
  })

  it('leads a logout to the login page of its country, which knows the customer was signed out', () => {
    expect(signedOutUrl('at')).toBe('/at/login?signed_out=1')
    expect(wasSignedOut(new URL(signedOutUrl('us'), 'http://shop').search)).toBe(true)
    expect(wasSignedOut('?redirect=%2Fde%2Faccount')).toBe(false)
    expect(wasSignedOut('?signed_out=0')).toBe(false)
  })
})
