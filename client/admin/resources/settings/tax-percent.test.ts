import { describe, expect, it } from 'vitest'
import { percent } from './tax-percent'

describe('a tax rate in the staff’s language', () => {
  it('writes the rate as German and English write a percentage', () => {
    expect(percent(25.5, 'de')).toBe('25,5\u00a0%')
    expect(percent(19, 'en')).toBe('19%')
    expect(percent(0, 'de')).toBe('0\u00a0%')
    expect(percent(null, 'de')).toBe('')
  })
})
