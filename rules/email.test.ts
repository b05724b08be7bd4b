import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emailProblem, isEmail } from './email'

describe('the e-mail rule', () => {
  it('accepts the addresses people have', () => {
    for (const email of [
      'anna@example.de',
      'Anna.Schmidt+ringe@mail.example.co.uk',
      "o'brien@example.ie",
      'jürgen@müller.de',
      'a@xn--mller-kva.de',
      'x_y-z@sub.domain.example',
    ])
      expect(isEmail(email), email).toBe(true)
  })

  it('refuses what is no address', () => {
    for (const email of [
      '',
      'anna',
      'anna@',
      '@example.de',
      'anna@example',
      'anna@example.d',
      'anna@@example.de',
      'an na@example.de',
      'anna@exa mple.de',
      'anna@example..de',
      '.anna@example.de',
      'anna.@example.de',
      'an..na@example.de',
      'anna@-example.de',
      'anna@example-.de',
      'anna@[127.0.0.1]',
      '<anna>@example.de',
      'anna\u0000@example.de',
      'max@exa\u0007mple.com',
      `${'a'.repeat(65)}@example.de`,
      `a@${'b'.repeat(250)}.de`,
    ])
      expect(isEmail(email), JSON.stringify(email)).toBe(false)
  })

  it('answers required for an empty field and trims what was typed', () => {
    expect(emailProblem('  ')).toEqual({ code: 'required' })
    expect(emailProblem(' anna@example.de ')).toBeUndefined()
    expect(emailProblem('anna@')).toEqual({ code: 'email' })
  })

  it('never lets white space, control characters or a second @ through, and never throws', () => {
    const hostile = fc.constantFrom(' ', '\t', '\n', '\u0000', '\u001b', '\u007f', '@', '\u0085')
    fc.assert(
      fc.property(fc.string(), hostile, fc.string(), (before, bad, after) => {
        const email = `${before}${bad}${after}@example.de`
        expect(isEmail(email)).toBe(false)
      }),
    )
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 60 })), (text) => void isEmail(text)))
  })
})
