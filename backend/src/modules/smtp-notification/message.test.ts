import { simpleParser } from 'mailparser'
import { createTransport } from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { toNodemailerMessage } from './message'

const FROM = '"Juwelier Aurelia" <service@juwelier-aurelia.example>'
const pdf = Buffer.from('%PDF-1.7\n% Rechnung 2026-0001\n%%EOF\n')

/** The MIME message nodemailer writes for a notification, read back as a mail client reads it. */
async function mime(notification: Parameters<typeof toNodemailerMessage>[0]) {
  const transport = createTransport({ streamTransport: true, buffer: true })
  const { message } = await transport.sendMail(toNodemailerMessage(notification, FROM))
  return simpleParser(message as Buffer)
}

describe('toNodemailerMessage', () => {
  it("sends subject, text and HTML from the shop's address", async () => {
    const mail = await mime({
      to: 'anna@example.com',
      channel: 'email',
      template: 't',
      content: { subject: 'Grüße – Ihre Bestellung', text: 'Hallo', html: '<p>Hallo</p>' },
    })
    expect(mail.subject).toBe('Grüße – Ihre Bestellung')
    expect(mail.from?.value).toEqual([{ name: 'Juwelier Aurelia', address: 'service@juwelier-aurelia.example' }])
    expect(mail.to).toMatchObject({ value: [{ address: 'anna@example.com' }] })
    expect(mail.text?.trim()).toBe('Hallo')
    expect(mail.html).toBe('<p>Hallo</p>')
  })

  it("uses the notification's own sender when it names one", async () => {
    const mail = await mime({
      to: 'a@example.com',
      from: 'team@juwelier-aurelia.example',
      channel: 'email',
      template: 't',
      content: { subject: 's', text: 't' },
    })
    expect(mail.from?.value[0].address).toBe('team@juwelier-aurelia.example')
  })

  it('turns base64 attachments into files and passes extra headers through', async () => {
    const mail = await mime({
      to: 'a@example.com',
      channel: 'email',
      template: 'invoice',
      content: { subject: 'Rechnung', text: 'Anbei', html: '<p>Anbei</p>' },
      attachments: [{ content: pdf.toString('base64'), filename: 'Rechnung-2026-0001.pdf', content_type: 'application/pdf', disposition: 'attachment' }],
      provider_data: { headers: { 'List-Unsubscribe': '<https://shop.example/u?token=t>', ignored: 42 } },
    })
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({ filename: 'Rechnung-2026-0001.pdf', contentType: 'application/pdf', contentDisposition: 'attachment' })
    expect(mail.attachments[0].content.equals(pdf)).toBe(true)
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line
    expect(header('list-unsubscribe')).toBe('List-Unsubscribe: <https://shop.example/u?token=t>')
    expect(header('ignored')).toBeUndefined()
  })

  it('refuses a mail without subject or body', () => {
    expect(() => toNodemailerMessage({ to: 'a@example.com', channel: 'email', template: 'empty', content: { subject: 's' } }, FROM)).toThrow(
      /no subject or no body/,
    )
    expect(() => toNodemailerMessage({ to: 'a@example.com', channel: 'email', template: 'empty', content: null }, FROM)).toThrow(/no subject or no body/)
  })
})
