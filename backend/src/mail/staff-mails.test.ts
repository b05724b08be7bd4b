import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMPANY } from '../rules/company'
import { staffInviteMail, staffLocale, staffPasswordResetMail } from './staff-mails'

beforeEach(() => vi.stubEnv('STOREFRONT_URL', 'https://shop.example'))
afterEach(() => vi.unstubAllEnvs())

const invite = { token: 'eyJ.invite.token', expires_at: '2026-03-02T11:30:00.000Z' }

describe('staff mails', () => {
  it('invite a German member of staff to the accept page in German, with the deadline in Berlin time', () => {
    const mail = staffInviteMail(invite, 'de')
    expect(mail.subject).toBe(`Einladung in die Verwaltung von ${COMPANY.brand}`)
    expect(mail.text).toContain('Einladung annehmen:\nhttps://shop.example/admin/de/invite?token=eyJ.invite.token')
    expect(mail.text).toContain('gilt bis 2. März 2026 um 12:30')
    expect(mail.html).toContain('href="https://shop.example/admin/de/invite?token=eyJ.invite.token"')
    expect(mail.html).toMatch(/^<!doctype html><html lang="de">/)
  })

  it('invite in English to the English page', () => {
    const mail = staffInviteMail(invite, 'en')
    expect(mail.subject).toBe(`Invitation to the ${COMPANY.brand} back office`)
    expect(mail.text).toContain('Accept the invitation:\nhttps://shop.example/admin/en/invite?token=eyJ.invite.token')
    expect(mail.text).toContain('valid until 2 March 2026 at 12:30')
  })

  it("send a forgotten password's link to the back office's reset page in the staff's language", () => {
    expect(staffPasswordResetMail('reset.token', 'de').text).toContain(
      'Neues Passwort vergeben:\nhttps://shop.example/admin/de/reset-password?token=reset.token',
    )
    const english = staffPasswordResetMail('reset.token', 'en')
    expect(english.subject).toBe(`New password for the ${COMPANY.brand} back office`)
    expect(english.text).toContain('https://shop.example/admin/en/reset-password?token=reset.token')
    expect(english.text).toContain('15 minutes')
  })

  it('speak German unless the back office asked for English', () => {
    expect(staffLocale('en')).toBe('en')
    for (const value of ['de', 'fr', undefined, null, 1]) expect(staffLocale(value)).toBe('de')
  })
})
