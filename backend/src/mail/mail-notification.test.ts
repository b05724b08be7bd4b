import { describe, expect, it } from 'vitest'
import { mailNotification, REDACTED } from './mail-notification'

describe('mailNotification', () => {
  it("sends the mail as content and keeps a copy of it in data.mail beside the sender's data", () => {
    const mail = { subject: 'Ihre Bestellung', text: 'Hallo', html: '<p>Hallo</p>' }
    const notification = mailNotification(mail, { to: 'anna@example.com', template: 'order-placed', data: { locale: 'de' } })
    expect(notification).toEqual({ to: 'anna@example.com', template: 'order-placed', channel: 'email', content: mail, data: { locale: 'de', mail } })
  })

  it('works without data of the sender', () => {
    expect(mailNotification({ subject: 's', text: 't', html: '' }, { to: 'a@example.com' }).data).toEqual({ mail: { subject: 's', text: 't', html: '' } })
  })
})

describe('mailNotification with secrets', () => {
  it('sends the secret to the recipient but keeps no copy of it', () => {
    const mail = {
      subject: 'Neues Passwort',
      text: 'Link: https://shop.example/reset?token=abc.def',
      html: '<a href="https://shop.example/reset?token=abc.def">Link</a>',
    }
    const notification = mailNotification(mail, { to: 'anna@example.com' }, { secrets: ['abc.def'] })
    expect(notification.content).toEqual(mail)
    expect(JSON.stringify(notification.data)).not.toContain('abc.def')
    expect((notification.data as { mail: { text: string } }).mail.text).toBe(`Link: https://shop.example/reset?token=${REDACTED}`)
  })
})
