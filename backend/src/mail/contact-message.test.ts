import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactMessageMail } from './contact-message'

beforeEach(() => vi.stubEnv('STOREFRONT_URL', 'https://shop.example'))
afterEach(() => vi.unstubAllEnvs())

const message = {
  id: 'cmsg_1',
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'Is it available in size 52?\nThank you.',
  locale: 'en',
  country_code: 'gb',
}

describe("the shop's mail about a contact message", () => {
  it('names the piece a question from a product page asks about, links its page and the message in the back office', () => {
    const mail = contactMessageMail({ ...message, subject: 'Question about “Ring Aurora”', product_handle: 'ring-aurora', product_title: 'Ring Aurora' })
    expect(mail.subject).toBe('Frage zu „Ring Aurora“ von Jane Doe')
    expect(mail.text).toContain('Schmuckstück: Ring Aurora')
    expect(mail.text).toContain('Sprache · Land: en · GB')
    expect(mail.text).toContain('Is it available in size 52?\nThank you.')
    expect(mail.text).toContain('https://shop.example/de/products/ring-aurora')
    expect(mail.text).toContain('In der Verwaltung öffnen:\nhttps://shop.example/admin/de/contact-messages/cmsg_1')
    expect(mail.headers).toEqual({ 'Reply-To': 'jane@example.com' })
  })

  it('is a plain enquiry without a piece, titled by its subject', () => {
    const mail = contactMessageMail({ ...message, subject: 'Repair' })
    expect(mail.subject).toBe('Kontaktanfrage von Jane Doe: Repair')
    expect(mail.text).not.toContain('Schmuckstück')
    expect(mail.html).toContain('Jane Doe')
  })
})
