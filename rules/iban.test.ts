import { describe, expect, it } from 'vitest'
import { ibanInGroups } from './iban'

describe('ibanInGroups', () => {
  it('writes groups of four joined by no-break spaces, whatever spacing it was given', () => {
    expect(ibanInGroups('DE89 3704 0044 0532 0130 00')).toBe('DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000')
    expect(ibanInGroups('de02120300000000202051')).toBe('DE02\u00a01203\u00a00000\u00a00000\u00a02020\u00a051')
    expect(ibanInGroups('CH93 0076 2011 6238 5295 7')).not.toMatch(/ /)
  })
})
