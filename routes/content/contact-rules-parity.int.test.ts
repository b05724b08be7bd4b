import { describe, expect, it } from 'vitest'
import { ContactMessageSchema } from '../../backend/src/api/store/contact-messages/validators'
import { ConfirmSchema, SubscribeSchema, UnsubscribeSchema } from '../../backend/src/api/store/newsletter/validators'
import { isNewsletterToken, validateContact, validateNewsletter } from './contact-rules'

// An integration test only because it needs the back end's dependencies installed (the stack does that).
const valid = { name: 'Anna Schmidt', email: 'anna@example.de', message: 'Ich interessiere mich für einen Verlobungsring.', consent: true }

// The storefront, the worker and Medusa must agree: what one accepts, the others accept too.
describe('the same rules as the back end', () => {
  const contactCases: Record<string, unknown>[] = [
    valid,
    { ...valid, phone: '+49 7231 555 1995' },
    { ...valid, phone: 'ruf an' },
    { ...valid, name: 'A' },
    { ...valid, name: 'x'.repeat(101) },
    { ...valid, email: 'anna@example' },
    { ...valid, email: 'anna example@x.de' },
    { ...valid, message: 'zu kurz' },
    { ...valid, message: 'x'.repeat(5001) },
    { ...valid, subject: 'x'.repeat(151) },
    { ...valid, consent: false },
  ]

  it('agrees on contact messages', () => {
    for (const body of contactCases) {
      expect(ContactMessageSchema.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(validateContact(body).ok)
    }
  })

  it('agrees on newsletter sign-ups and tokens', () => {
    for (const body of [
      { email: 'max@example.com', consent: true },
      { email: 'max@example', consent: true },
      { email: 'max@example.com', consent: false },
    ]) {
      expect(SubscribeSchema.safeParse(body).success).toBe(validateNewsletter(body).ok)
    }
    for (const token of ['AbCdEfGhIjKlMnOpQrStUvWxYz012345', 'kurz', 'a'.repeat(65)]) {
      expect(UnsubscribeSchema.safeParse({ token }).success).toBe(isNewsletterToken(token))
      expect(ConfirmSchema.safeParse({ token }).success).toBe(isNewsletterToken(token))
    }
  })
})
