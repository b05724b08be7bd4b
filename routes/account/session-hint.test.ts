import { describe, expect, it } from 'vitest'
import { hasSessionHint } from './session-hint'

describe('session hint', () => {
  it('is read from the cookie header, exactly', () => {
    expect(hasSessionHint('cart_id=abc; signed_in=1; country_code=de')).toBe(true)
    expect(hasSessionHint('signed_in=1')).toBe(true)
    expect(hasSessionHint('signed_in=0')).toBe(false)
    expect(hasSessionHint('not_signed_in=1')).toBe(false)
    expect(hasSessionHint('')).toBe(false)
  })
})
