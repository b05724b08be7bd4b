import { describe, expect, it } from 'vitest'
import { type OrderUpdate, orderUpdateMail, type UpdateOrder } from './order-update'

const order = (locale: 'de' | 'en'): UpdateOrder => ({
  display_id: 42,
  email: 'erika@example.com',
  currency_code: 'eur',
  metadata: { locale },
  shipping_address: { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', postal_code: '75175', city: 'Pforzheim', country_code: 'de' },
})
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('orderUpdateMail', () => {
  it("words every change in the order's language", () => {
    const updates: OrderUpdate[] = [
      { kind: 'paid', amount: 12, by: 'transfer' },
      { kind: 'shipped', parcels: [], invoice_number: null },
      { kind: 'delivered' },
      { kind: 'refunded', amount: 5, credit_note_number: null },
      { kind: 'canceled', bank_transfer: false, refunded: 0 },
    ]
    expect(updates.map((update) => orderUpdateMail(order('de'), update).subject)).toEqual([
      'Zahlung erhalten – Bestellung Nr. 42',
      'Ihre Bestellung Nr. 42 ist unterwegs',
      'Ihre Bestellung Nr. 42 wurde zugestellt',
      'Erstattung zu Ihrer Bestellung Nr. 42',
      'Ihre Bestellung Nr. 42 wurde storniert',
    ])
    expect(updates.map((update) => orderUpdateMail(order('en'), update).subject)).toEqual([
      'Payment received – order no. 42',
      'Your order no. 42 is on its way',
      'Your order no. 42 has been delivered',
      'Refund for your order no. 42',
      'Your order no. 42 has been cancelled',
    ])
  })

  it("gives the tracking number, the carrier's link when it is a web address, and names the attached invoice", () => {
    const mail = orderUpdateMail(order('de'), {
      kind: 'shipped',
      parcels: [
        { tracking_number: 'JJD1', tracking_url: 'https://track.example/JJD1' },
        { tracking_number: 'JJD2', tracking_url: 'javascript:alert(1)' },
      ],
      invoice_number: 'RE-000042',
    })
    expect(mail.text).toContain('Sendungsnummer: JJD1')
    expect(mail.text).toContain('Sendungsnummer: JJD2')
    expect(mail.text).toContain('Sendung verfolgen (JJD1):\nhttps://track.example/JJD1')
    expect(mail.html).not.toContain('javascript:')
    expect(mail.text).toContain('Ihre Rechnung RE-000042 finden Sie im Anhang.')
    expect(mail.text).toContain('LIEFERADRESSE\nErika Mustermann\nGoldgasse 1\n75175 Pforzheim\nDeutschland')
  })

  it('says a payment link was paid, not that a transfer arrived', () => {
    const de = orderUpdateMail(order('de'), { kind: 'paid', amount: 25, by: 'link' })
    expect(spaced(de.text)).toContain('Ihre Zahlung über 25,00 € über den Zahlungslink ist bei uns eingegangen')
    expect(de.text).not.toContain('Überweisung')
    const en = orderUpdateMail(order('en'), { kind: 'paid', amount: 25, by: 'link' })
    expect(spaced(en.text)).toContain('your payment of €25.00 through the payment link has arrived')
  })

  it('tells the buyer of gift cards alone that they go out by e-mail, with the invoice the payment issued', () => {
    const de = orderUpdateMail(order('de'), { kind: 'paid', amount: 100, by: 'transfer', gift_cards: true, invoice_number: 'RE-000043' })
    expect(spaced(de.text)).toContain('Ihre Gutscheine verschicken wir per E-Mail zum gewünschten Tag.')
    expect(de.text).not.toContain('Versand vor')
    expect(de.text).toContain('Ihre Rechnung RE-000043 finden Sie im Anhang.')
    const en = orderUpdateMail(order('en'), { kind: 'paid', amount: 100, by: 'transfer', gift_cards: true, invoice_number: null })
    expect(spaced(en.text)).toContain('We send your gift cards by e-mail on the day you chose.')
  })

  it("states the refunded amount and the credit note in the reader's format", () => {
    const mail = orderUpdateMail(order('en'), { kind: 'refunded', amount: 1234.5, credit_note_number: 'RK-000003' })
    expect(spaced(mail.text)).toContain('we have refunded €1,234.50 to you.')
    expect(mail.text).toContain('The credit note RK-000003 is attached.')
  })

  it('tells the shopper what went back onto the gift card that paid, not that money goes back the way they paid', () => {
    const de = orderUpdateMail(order('de'), { kind: 'refunded', amount: 100, credit_note_number: 'RK-000004', gift_card: 'GS-AAAA-BBBB-CCCC-DDDD' })
    expect(spaced(de.text)).toContain('wir haben 100,00 € wieder auf Ihren Geschenkgutschein GS-AAAA-BBBB-CCCC-DDDD gebucht.')
    expect(de.text).toContain('Die Rechnungskorrektur RK-000004 finden Sie im Anhang.')
    expect(de.text).not.toContain('auf dem Weg zurück')
    const en = orderUpdateMail(order('en'), { kind: 'refunded', amount: 100, credit_note_number: null, gift_card: 'GS-AAAA-BBBB-CCCC-DDDD' })
    expect(spaced(en.text)).toContain('we have credited €100.00 back to your gift card GS-AAAA-BBBB-CCCC-DDDD.')
  })

  it('tells a cancelled order what it refunded, in both languages; one not yet paid is told that money sent comes back', () => {
    const de = orderUpdateMail(order('de'), { kind: 'canceled', bank_transfer: false, refunded: 1890 })
    expect(spaced(de.text)).toContain('Den bereits bezahlten Betrag von 1.890,00 € haben wir Ihnen erstattet.')
    expect(spaced(de.text)).toContain('Erstatteter Betrag: 1.890,00 €')
    const en = orderUpdateMail(order('en'), { kind: 'canceled', bank_transfer: true, refunded: 1890 })
    expect(spaced(en.text)).toContain('We have refunded the €1,890.00 you had already paid.')
    expect(en.text).not.toContain('If you have already transferred')
    const unpaid = orderUpdateMail(order('de'), { kind: 'canceled', bank_transfer: true, refunded: 0 })
    expect(unpaid.text).toContain('Falls Sie bereits überwiesen haben')
    expect(unpaid.text).not.toContain('erstattet.')
  })
})
