import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { newPasswordSchema, personalSchema, registerSchema, signInSchema } from './account-schemas'

const de = translator('de', dictionaries.de)
const en = translator('en', dictionaries.en)

/** Each field's first message, as react-hook-form's resolver shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message
  return found
}

describe('the account forms’ schemas', () => {
  it('names every field that needs attention at once, in the visitor’s language', () => {
    const result = registerSchema(en).safeParse({ first_name: ' ', last_name: '', email: 'anna@', phone: 'x', password: 'short', confirm: '' })
    expect(messages(result)).toEqual({
      first_name: en('auth.required'),
      last_name: en('auth.required'),
      email: en('checkout.validation.email'),
      phone: en('checkout.validation.phone'),
      password: en('checkout.validation.password', { min: 8 }),
      confirm: en('checkout.validation.required'),
    })
    expect(
      messages(registerSchema(de).safeParse({ first_name: '', last_name: 'B', email: 'a@b.de', phone: '', password: 'longenough', confirm: 'longenough' })),
    ).toEqual({
      first_name: de('auth.required'),
    })
  })

  it('asks for the same password twice', () => {
    expect(messages(newPasswordSchema(en).safeParse({ password: 'longenough', confirm: 'longenougH' }))).toEqual({ confirm: en('auth.mismatch') })
    expect(newPasswordSchema(en).safeParse({ password: 'longenough', confirm: 'longenough' }).success).toBe(true)
  })

  it('takes a known password as it is, and an optional phone when empty', () => {
    expect(signInSchema(en).safeParse({ email: 'anna@example.com', password: 'x' }).success).toBe(true)
    expect(messages(signInSchema(en).safeParse({ email: '', password: '' }))).toEqual({
      email: en('checkout.validation.required'),
      password: en('auth.required'),
    })
    expect(personalSchema(en).safeParse({ first_name: 'Anna', last_name: 'Berg', phone: '' }).success).toBe(true)
  })
})
