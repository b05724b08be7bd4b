import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_SMTP_URL, mailSettings } from './settings'

describe('mailSettings', () => {
  it('refuses to run in production without SMTP_URL, and says what to set', () => {
    expect(() => mailSettings({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is not set.*smtps:\/\/user:password@smtp\.example\.com:465.*MAIL_FROM/)
    expect(() => mailSettings({ NODE_ENV: 'production', SMTP_URL: '  ' })).toThrow(/SMTP_URL is not set/)
  })

  it("takes SMTP_URL and MAIL_FROM; without them in development, maildev's default port and the shop's address", () => {
    expect(mailSettings({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'shop@example.com' })).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'shop@example.com',
    })
    expect(mailSettings({ NODE_ENV: 'development' })).toEqual({ smtpUrl: DEVELOPMENT_SMTP_URL, from: '"Juwelier Aurelia" <service@juwelier-aurelia.example>' })
  })

  it('refuses a URL that is not SMTP, without echoing its password', () => {
    expect(() => mailSettings({ SMTP_URL: 'https://user:secret@mail.example.com' })).toThrow(/must look like smtp:\/\//)
    expect(() => mailSettings({ SMTP_URL: 'https://user:secret@mail.example.com' })).not.toThrow(/secret/)
  })
})
