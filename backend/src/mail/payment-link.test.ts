import { describe, expect, it } from 'vitest'
import { paymentLinkMail } from './payment-link'

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const base = {
  name: 'Jane Smith',
  displayId: 42,
  amount: 129.5,
  url: 'https://shop.example/gb/payment/pay_col_1?token=abc.def',
  expiresAt: new Date('2026-12-16T10:00:00Z'),
}

describe('paymentLinkMail', () => {
  it("asks for the amount in the order's language, with the link as its button", () => {
    const en = paymentLinkMail({ ...base, locale: 'en', currency: 'gbp', country: 'gb' })
    expect(en.subject).toBe('Payment link for your order no. 42')
    expect(spaced(en.text)).toContain('an amount of £129.50 is still outstanding on your order no. 42')
    expect(spaced(en.text)).toContain('valid until 16 December 2026')
    expect(en.html).toContain('href="https://shop.example/gb/payment/pay_col_1?token=abc.def"')
    expect(en.text).toContain('Hello Jane Smith,')

    const de = paymentLinkMail({ ...base, locale: 'de', currency: 'eur', country: 'de', url: 'https://shop.example/de/zahlung/pay_col_1?token=abc.def' })
    expect(de.subject).toBe('Zahlungslink zu Ihrer Bestellung Nr. 42')
    expect(spaced(de.text)).toContain('ist noch ein Betrag von 129,50 € offen')
    expect(spaced(de.text)).toContain('bis zum 16. Dezember 2026 gültig')
    expect(de.html).toContain('Jetzt 129,50')
  })
})
