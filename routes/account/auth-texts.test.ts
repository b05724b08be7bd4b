import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { isInvalidCredentials, registerTexts } from './auth-texts'

describe('registerTexts', () => {
  const de = registerTexts(translator('de', dictionaries.de))
  const en = registerTexts(translator('en', dictionaries.en))

  it("words the registration failures in the visitor's language", () => {
    expect(en.registrationFailed('boom')).toBe('An error occurred while creating account: boom')
    expect(en.customerFailed('boom')).toBe('Error creating customer: boom')
    expect(en.loginFailed('Server down')).toBe('An error occurred while logging in: Server down')
    expect(de.loginFailed('Server down')).toBe('Bei der Anmeldung ist ein Fehler aufgetreten: Server down')
  })

  it("names a wrong password after 'already exists' in the shop's words, not Medusa's English", () => {
    expect(en.loginFailed('Invalid email or password')).toBe('An error occurred while logging in: Invalid password. Please try again.')
    expect(de.loginFailed('Invalid email or password')).toBe('Bei der Anmeldung ist ein Fehler aufgetreten: Falsches Passwort. Bitte versuchen Sie es erneut.')
  })

  it("recognises Medusa's wording of a wrong email or password only", () => {
    expect(isInvalidCredentials('Invalid email or password')).toBe(true)
    expect(isInvalidCredentials('Identity with email already exists')).toBe(false)
  })
})
