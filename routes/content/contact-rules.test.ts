import { describe, expect, it } from 'vitest'
import { isNewsletterToken, validateContact, validateNewsletter } from './contact-rules'

const valid = { name: 'Anna Schmidt', email: 'Anna@Example.de', message: 'Ich interessiere mich für einen Verlobungsring.', consent: true }

describe('validateContact', () => {
  it('accepts a complete message and cleans it', () => {
    expect(validateContact({ ...valid, phone: ' +49 (0)30 123-45 ', subject: '  ' })).toEqual({
      ok: true,
      value: { ...valid, email: 'anna@example.de', phone: '+49 (0)30 123-45', subject: undefined, website: undefined },
    })
  })

  it('names every wrong field with its reason', () => {
    expect(validateContact({})).toEqual({ ok: false, errors: { name: 'required', email: 'required', message: 'required', consent: 'consent' } })
    expect(validateContact({ ...valid, name: 'A', email: 'anna@', message: 'kurz', phone: 'ruf an', subject: 'x'.repeat(151) })).toEqual({
      ok: false,
      errors: { name: 'tooShort', email: 'email', phone: 'phone', subject: 'tooLong', message: 'tooShort' },
    })
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toMatchObject({ errors: { message: 'tooLong' } })
  })

  it('keeps the piece a question from a product page names, and leaves out anything that is no product id', () => {
    expect(validateContact({ ...valid, product_id: 'prod_01ABC' })).toMatchObject({ ok: true, value: { product_id: 'prod_01ABC' } })
    expect(validateContact({ ...valid, product_id: '../admin' })).toMatchObject({ ok: true, value: { product_id: undefined } })
  })

  it('drops control characters from the texts and refuses them in an address (a NUL was a 502 from the back end)', () => {
    const result = validateContact({ ...valid, name: 'Anna\u0000 Schmidt', message: `${valid.message}\u0000\u001b\nZweite Zeile\tEnde` })
    expect(result).toMatchObject({ ok: true, value: { name: 'Anna Schmidt', message: `${valid.message}\nZweite Zeile\tEnde` } })
    expect(validateContact({ ...valid, email: 'anna\u0000@example.de' })).toEqual({ ok: false, errors: { email: 'email' } })
    expect(validateNewsletter({ email: 'max@exa\u0007mple.com', consent: true })).toEqual({ ok: false, errors: { email: 'email' } })
  })

  it('reads a checked box of a classic form post', () => {
    expect(validateContact({ ...valid, consent: 'on' }).ok).toBe(true)
    expect(validateContact({ ...valid, consent: 'false' }).ok).toBe(false)
  })
})

describe('validateNewsletter and the unsubscribe token', () => {
  it('needs a valid address and the consent', () => {
    expect(validateNewsletter({ email: ' Max@Example.com ', consent: true })).toEqual({
      ok: true,
      value: { email: 'max@example.com', consent: true, website: undefined },
    })
    expect(validateNewsletter({ email: 'max@example', consent: false })).toEqual({ ok: false, errors: { email: 'email', consent: 'consent' } })
  })

  it('knows the shape of the tokens the back end makes', () => {
    expect(isNewsletterToken('AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(true)
    expect(isNewsletterToken('kurz')).toBe(false)
    expect(isNewsletterToken('<script>alert(1)</script>xxxxxxxxx')).toBe(false)
  })
})
