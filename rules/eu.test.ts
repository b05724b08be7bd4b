import { describe, expect, it } from 'vitest'
import { isEuCountry } from './eu'

describe('EU countries', () => {
  it('knows the German-speaking members and non-members', () => {
    for (const member of ['de', 'at', 'lu', 'FR']) expect(isEuCountry(member)).toBe(true)
    for (const other of ['ch', 'li', 'us', 'gb', 'no']) expect(isEuCountry(other)).toBe(false)
  })
})
