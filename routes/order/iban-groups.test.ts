import { describe, expect, it } from 'vitest'
import { ibanGroups } from './iban-groups'

describe('ibanGroups', () => {
  it('groups an IBAN written without spaces in fours', () => {
    expect(ibanGroups('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00')
  })

  it('regroups odd spacing and lower case', () => {
    expect(ibanGroups(' de89 37040044  0532013000 ')).toBe('DE89 3704 0044 0532 0130 00')
    expect(ibanGroups('CH93\t0076 2011 6238 5295 7')).toBe('CH93 0076 2011 6238 5295 7')
  })

  it('leaves no trailing space when the length is a multiple of four', () => {
    expect(ibanGroups('NO9386011117947')).toBe('NO93 8601 1117 947')
    expect(ibanGroups('BE68539007547034')).toBe('BE68 5390 0754 7034')
  })
})
