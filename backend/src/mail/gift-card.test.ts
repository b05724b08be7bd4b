import { describe, expect, it } from 'vitest'
import { giftCardMail } from './gift-card'

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const card = { code: 'GS-ABCD-EFGH-JKLM-NPQR', value: 100, currency: 'eur', expiresAt: null, shopUrl: 'https://shop.example/de' }

describe('the gift card mail', () => {
  it('greets the recipient in German with the code, the value and the buyer’s message', () => {
    const mail = giftCardMail({ ...card, locale: 'de', name: 'Anna', from: 'Erika Mustermann', message: 'Alles Gute!' })
    expect(spaced(mail.subject)).toBe('Ihr Geschenkgutschein über 100,00 €')
    expect(mail.text).toContain('Guten Tag Anna,')
    expect(mail.text).toContain('GS-ABCD-EFGH-JKLM-NPQR')
    expect(mail.text).toContain('Erika Mustermann schreibt dazu:')
    expect(mail.text).toContain('„Alles Gute!“')
    expect(mail.text).toContain('ohne Ablaufdatum')
  })

  it('writes English with the validity as the country writes dates', () => {
    const mail = giftCardMail({ ...card, locale: 'en', name: 'Jane', from: null, message: null, expiresAt: '2029-12-31T22:59:59Z', country: 'gb' })
    expect(spaced(mail.subject)).toBe('Your gift card worth €100.00')
    expect(mail.text).toContain('Hello Jane,')
    expect(mail.text).not.toContain('writes:')
    expect(mail.text).toMatch(/December 31, 2029|31 December 2029/)
  })
})
