import { describe, expect, it } from 'vitest'
import { cartCookie, cartIdFrom } from './cart-cookie'

describe('cart cookie', () => {
  it('reads the cart id among other cookies and rejects values that are not cart ids', () => {
    expect(cartIdFrom('country_code=de; cart_id=cart_01ABC; x=1')).toBe('cart_01ABC')
    expect(cartIdFrom('country_code=de')).toBeNull()
    expect(cartIdFrom('cart_id=<script>')).toBeNull()
    expect(cartIdFrom('')).toBeNull()
  })

  it('keeps the id for 90 days and clears it with max-age 0', () => {
    expect(cartCookie('cart_1', true)).toBe('cart_id=cart_1; path=/; samesite=lax; secure; max-age=7776000')
    expect(cartCookie(null, false)).toBe('cart_id=; path=/; samesite=lax; max-age=0')
  })
})
