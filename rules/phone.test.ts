import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPhone, PHONE_MAX_LENGTH, phoneProblem } from './phone'

describe('the phone rule', () => {
  it('accepts the ways people write their numbers', () => {
    for (const phone of ['+49 7231 555 1995', '07231/5551995', '+49 (0)30 123-45', '0049 30 1234567', '(212) 555.0100', '030 12345'])
      expect(isPhone(phone), phone).toBe(true)
  })

  it('refuses letters, too few or too many digits, and a plus inside', () => {
    for (const phone of ['ruf an', '12345', '+49 30 1234567890123456', '49+301234567', '030 12345 ext. 2', '1'.repeat(PHONE_MAX_LENGTH + 1)])
      expect(isPhone(phone), phone).toBe(false)
  })

  it('lets an empty field pass (the number is optional) and trims what was typed', () => {
    expect(phoneProblem('   ')).toBeUndefined()
    expect(phoneProblem(' 030 123456 ')).toBeUndefined()
    expect(phoneProblem('abc')).toEqual({ code: 'phone' })
  })

  it('never accepts more characters than the field holds, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(!isPhone(text) || text.length <= PHONE_MAX_LENGTH).toBe(true)
      }),
    )
  })
})
