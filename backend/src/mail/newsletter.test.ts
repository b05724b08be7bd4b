import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMPANY } from '../rules/company'
import { type NewsletterRecipient, newsletterConfirmationMail, newsletterWelcomeMail } from './newsletter'

const recipient = (overrides: Partial<NewsletterRecipient> = {}): NewsletterRecipient => ({
  email: 'anna@example.com',
  locale: 'de',
  country: 'at',
  token: 'U'.repeat(32),
  confirmation_token: 'C'.repeat(32),
  ...overrides,
})

beforeEach(() => vi.stubEnv('STOREFRONT_URL', 'https://shop.example'))
afterEach(() => vi.unstubAllEnvs())

describe('newsletter mails', () => {
  it('asks a German visitor to confirm, with the link to the page in their country', () => {
    const mail = newsletterConfirmationMail(recipient())
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung')
    expect(mail.text).toContain('Anmeldung bestätigen:\nhttps://shop.example/at/newsletter/confirm?token=' + 'C'.repeat(32))
    expect(mail.text).toContain('an anna@example.com erhalten')
    expect(mail.text).toContain('nach 30 Tagen')
    expect(mail.html).toContain('href="https://shop.example/at/newsletter/confirm?token=' + 'C'.repeat(32) + '"')
    expect(mail.html).toContain(COMPANY.street)
  })

  it('asks an English visitor in English', () => {
    const mail = newsletterConfirmationMail(recipient({ locale: 'en', country: 'gb' }))
    expect(mail.subject).toBe('Please confirm your newsletter subscription')
    expect(mail.text).toContain('Confirm subscription:\nhttps://shop.example/gb/newsletter/confirm?token=')
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/)
  })

  it('carries an unsubscribe link and the one-click List-Unsubscribe headers in every newsletter mail', () => {
    for (const mail of [newsletterConfirmationMail(recipient()), newsletterWelcomeMail(recipient())]) {
      expect(mail.text).toContain(`https://shop.example/at/newsletter/unsubscribe?token=${'U'.repeat(32)}`)
      expect(mail.html).toContain(`href="https://shop.example/at/newsletter/unsubscribe?token=${'U'.repeat(32)}"`)
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<https://shop.example/api/newsletter/unsubscribe?token=${'U'.repeat(32)}&country=at>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    }
  })

  it('welcomes a confirmed subscriber with a link to their shop', () => {
    const mail = newsletterWelcomeMail(recipient({ locale: 'en', country: 'us' }))
    expect(mail.subject).toBe(`Welcome to the ${COMPANY.brand} newsletter`)
    expect(mail.text).toContain('Visit the shop:\nhttps://shop.example/us')
  })

  it("cannot write links without the storefront's address", () => {
    vi.stubEnv('STOREFRONT_URL', '')
    expect(() => newsletterConfirmationMail(recipient())).toThrow(/STOREFRONT_URL is not set/)
  })
})
