import { describe, expect, it } from 'vitest'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { contactSchema } from './contact-schema'

const de = translator('de', dictionaries.de)

describe('the contact form’s schema', () => {
  it('answers with the worker’s rules, each problem on its field in the visitor’s language', () => {
    const result = contactSchema(de).safeParse({ name: 'A', email: 'anna@', phone: '', subject: '', message: 'Hallo', consent: false })
    expect(Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      name: de('contact.errors.name.tooShort'),
      email: de('contact.errors.email.email'),
      message: de('contact.errors.message.tooShort'),
      consent: de('contact.errors.consent.consent'),
    })
    expect(
      contactSchema(de).safeParse({ name: 'Anna', email: 'anna@example.com', phone: '', subject: '', message: 'Ein Ring in Gold, bitte.', consent: true })
        .success,
    ).toBe(true)
  })
})
