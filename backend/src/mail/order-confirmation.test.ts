import { describe, expect, it } from 'vitest'
import { bankDetails } from '../modules/bank-transfer/bank-details'
import { COMPANY } from '../rules/company'
import { type MailOrder, orderConfirmationMail } from './order-confirmation'

const order = (overrides: Partial<MailOrder> = {}): MailOrder => ({
  id: 'order_1',
  display_id: 42,
  email: 'anna@example.com',
  currency_code: 'eur',
  created_at: '2026-11-21T10:00:00Z',
  item_total: 1190,
  total: 1190,
  shipping_total: 0,
  tax_total: 190,
  metadata: { locale: 'de' },
  items: [
    {
      title: 'Gold 587 / 17 cm',
      product_title: 'Gliederarmband Venezia',
      variant_title: 'Gold 587 / 17 cm',
      quantity: 2,
      total: 990,
      product: { metadata: { title_en: 'Venezia link bracelet' } },
    },
    { title: 'Default', product_title: 'Perlenohrringe', variant_title: 'Default variant', quantity: 1, total: 200 },
  ],
  shipping_address: { first_name: 'Anna', last_name: 'Schmidt', address_1: 'Hauptstraße 12', postal_code: '10115', city: 'Berlin', country_code: 'de' },
  shipping_methods: [{ name: 'Versicherter Versand' }],
  payment_method: 'bank_transfer',
  ...overrides,
})

/** Intl puts no-break spaces before the currency sign and in dates; the assertions read them as spaces. */
const spaced = <T extends { text: string; html: string }>(mail: T) => ({
  ...mail,
  text: mail.text.replace(/[\u00a0\u202f]/g, ' '),
  html: mail.html.replace(/[\u00a0\u202f]/g, ' '),
})

describe('orderConfirmationMail', () => {
  it('writes a German order in German, with items, totals, address and bank details', () => {
    const mail = spaced(orderConfirmationMail(order(), { bank: bankDetails({}) }))
    expect(mail.locale).toBe('de')
    expect(mail.subject).toBe(`Ihre Bestellung Nr. 42 bei ${COMPANY.brand}`)
    expect(mail.text).toContain('Guten Tag Anna Schmidt,')
    expect(mail.text).toContain('Bestelldatum: 21. November 2026')
    expect(mail.text).toContain('2 × Gliederarmband Venezia (Gold 587 / 17 cm): 990,00 €')
    expect(mail.text).toContain('1 × Perlenohrringe: 200,00 €')
    expect(mail.text).toContain('Versand (Versicherter Versand): kostenlos')
    // the VAT the total includes, worded as on the shop's pages, below the total
    expect(mail.text).toContain('Gesamtsumme: 1.190,00 €\ninkl. 19 % MwSt.: 190,00 €')
    expect(mail.text).toContain('LIEFERADRESSE\nAnna Schmidt\nHauptstraße 12\n10115 Berlin\nDeutschland')
    expect(mail.text).toContain('IBAN: DE89 3704 0044 0532 0130 00')
    expect(mail.text).toContain('Verwendungszweck: AURELIA-42')
    expect(mail.html).toContain('Gliederarmband Venezia (Gold 587 / 17 cm)')
    expect(mail.html).toContain('1.190,00 €')
  })

  it('writes an English order in English with the English product titles', () => {
    const mail = spaced(
      orderConfirmationMail(
        order({
          currency_code: 'usd',
          metadata: { locale: 'en' },
          shipping_address: {
            first_name: 'John',
            last_name: 'Doe',
            address_1: '1 Main St',
            postal_code: '10001',
            city: 'New York',
            province: 'NY',
            country_code: 'us',
          },
          shipping_methods: [{ name: 'Insured shipping' }],
          shipping_total: 25,
          total: 1215,
        }),
        { bank: bankDetails({}) },
      ),
    )
    expect(mail.locale).toBe('en')
    expect(mail.subject).toBe(`Your order no. 42 at ${COMPANY.brand}`)
    expect(mail.text).toContain('Hello John Doe,')
    expect(mail.text).toContain('Order date: November 21, 2026')
    expect(mail.text).toContain('2 × Venezia link bracelet (Gold 587 / 17 cm): $990.00')
    expect(mail.text).toContain('Shipping (Insured shipping): $25.00')
    expect(mail.text).toContain('Total: $1,215.00')
    expect(mail.text).toContain('John Doe\n1 Main St\nNew York, NY 10001\nUnited States')
    expect(mail.text).toContain('Reference: AURELIA-42')
  })

  it('words stored German texts in English: variant titles through the vocabulary, shipping through the option', () => {
    const terms: Record<string, string> = { 'Gold 587': '587 gold', Platin: 'Platinum' }
    const mail = spaced(
      orderConfirmationMail(order({ metadata: { locale: 'en' }, shipping_address: { country_code: 'de', city: 'Berlin' } }), {
        bank: bankDetails({}),
        shippingName: () => 'Insured shipping',
        variantTitle: (title) =>
          title
            .split(' / ')
            .map((part) => terms[part] ?? part)
            .join(' / '),
      }),
    )
    expect(mail.text).toContain('2 × Venezia link bracelet (587 gold / 17 cm): €990.00')
    expect(mail.text).toContain('Shipping (Insured shipping): free')
    expect(mail.text).toContain('Total: €1,190.00\nincl. 19% VAT: €190.00')
    expect(mail.text).toContain('Berlin\nGermany')
    expect(mail.text).not.toMatch(/Gold 587|Versand|Deutschland|Steuern/)
  })

  it('names a tax-free export as the pages do: a line of its own, without an amount', () => {
    const items = order().items.map((item) => ({ ...item, tax_lines: [{ rate: 0 }] }))
    const address = { ...order().shipping_address, country_code: 'us' }
    const mail = spaced(
      orderConfirmationMail(order({ items, tax_total: 0, metadata: { locale: 'en' }, currency_code: 'usd', shipping_address: address }), {
        bank: bankDetails({}),
      }),
    )
    expect(mail.text).toContain('Total: $1,190.00\n\nTax-free export, plus import duties\n')
    expect(mail.text).not.toMatch(/incl\. [^\n]*VAT/)
  })

  it("words the VAT by the delivery country: an EU country's rate, a country outside the EU an export whatever the lines say", () => {
    const at = { ...order().shipping_address, country_code: 'at' }
    const austrian = order({ items: order().items.map((item) => ({ ...item, tax_lines: [{ rate: 20 }] })), tax_total: 198.33, shipping_address: at })
    expect(spaced(orderConfirmationMail(austrian, { bank: bankDetails({}) })).text).toContain('\ninkl. 20 % MwSt.: 198,33 €')
    const finnish = order({
      items: order().items.map((item) => ({ ...item, tax_lines: [{ rate: 25.5 }] })),
      tax_total: 241.79,
      shipping_address: { ...at, country_code: 'fi' },
    })
    expect(spaced(orderConfirmationMail(finnish, { bank: bankDetails({}) })).text).toContain('\ninkl. 25,5 % MwSt.: 241,79 €')
    const swiss = order({
      items: order().items.map((item) => ({ ...item, tax_lines: [{ rate: 0 }] })),
      tax_total: 0,
      currency_code: 'chf',
      shipping_address: { ...at, country_code: 'ch' },
    })
    const text = spaced(orderConfirmationMail(swiss, { bank: bankDetails({}) })).text
    expect(text).toContain('\nSteuerfreie Ausfuhr, zzgl. Einfuhrabgaben\n')
    expect(text).not.toContain('MwSt.')
  })

  it('shows a piece bought on sale with its original price struck through and the saving', () => {
    const items = [
      {
        title: 'Gold 587 / 52',
        product_title: 'Verlobungsring Classique',
        variant_title: 'Gold 587 / 52',
        quantity: 2,
        unit_price: 1390,
        compare_at_unit_price: 1590,
        total: 2780,
      },
    ]
    const mail = spaced(orderConfirmationMail(order({ items, item_total: 2780, total: 2780 }), { bank: bankDetails({}) }))
    expect(mail.text).toContain('2 × Verlobungsring Classique (Gold 587 / 52): 2.780,00 € (Originalpreis: 3.180,00 €)\n  Sie sparen 400,00 €')
    expect(mail.html).toMatch(/<del[^>]*>3\.180,00 €<\/del><br>2\.780,00 €/)
    expect(mail.html).toContain('Sie sparen 400,00 €')
    // a line at its regular price shows neither
    const regular = spaced(orderConfirmationMail(order({ items: [{ ...items[0], compare_at_unit_price: null }] }), { bank: bankDetails({}) }))
    expect(regular.text).not.toMatch(/Originalpreis|Sie sparen/)
    expect(regular.html).not.toContain('<del')
  })

  it('keeps the IBAN on one line: groups of four joined by no-break spaces, and never wrapped in the HTML', () => {
    const mail = orderConfirmationMail(order(), { bank: bankDetails({ BANK_IBAN: 'de02120300000000202051' }) })
    expect(mail.text).toContain('IBAN: DE02\u00a01203\u00a00000\u00a00000\u00a02020\u00a051')
    expect(mail.html).toMatch(/<td[^>]*white-space:nowrap;[^>]*>DE02\u00a01203\u00a00000\u00a00000\u00a02020\u00a051<\/td>/)
  })

  it('leaves the bank details out when the order is not paid by transfer, naming the method paid with instead', () => {
    const card = orderConfirmationMail(order({ payment_method: 'card' }), { bank: bankDetails({}) })
    expect(card.text).not.toContain('IBAN')
    expect(card.text).toContain('Zahlungsart: Kreditkarte')
    expect(card.text).toContain('erst beim Versand abgebucht')
    const paypal = orderConfirmationMail(order({ payment_method: 'paypal', metadata: { locale: 'en' } }), { bank: bankDetails({}) })
    expect(paypal.text).toContain('Payment method: PayPal')
    expect(orderConfirmationMail(order({ payment_method: null }), { bank: bankDetails({}) }).text).not.toMatch(/IBAN|Zahlungsart/)
  })

  it("states the order's money lines: subtotal before the discount, the discount with its code (a British guest: £840 − £84)", () => {
    const british = order({
      currency_code: 'gbp',
      metadata: { locale: 'en' },
      original_item_total: 840,
      discount_total: 84,
      original_shipping_total: 0,
      total: 756,
      tax_total: 0,
      items: [
        { title: 'Ring', product_title: 'Solitaire ring', quantity: 1, total: 756, tax_lines: [{ rate: 0 }], adjustments: [{ code: 'WELCOME10', amount: 84 }] },
      ],
      shipping_address: { first_name: 'Jane', last_name: 'Doe', city: 'London', country_code: 'gb' },
    })
    const text = spaced(orderConfirmationMail(british, { bank: bankDetails({}) })).text
    expect(text).toContain('Subtotal: £840.00\nDiscount (WELCOME10): −£84.00\nShipping (Versicherter Versand): free\nTotal: £756.00')
    expect(text).toContain('Amount: £756.00')
    // a Briton reads the day first, the American order above the month
    expect(text).toContain('Order date: 21 November 2026')
  })

  it('names the seller as the holder of the account to pay into', () => {
    expect(orderConfirmationMail(order(), { bank: bankDetails({}) }).text).toContain(`Kontoinhaber: ${COMPANY.name}`)
    expect(orderConfirmationMail(order(), { bank: bankDetails({ SELLER_NAME: 'Goldhaus Beispiel GmbH' }) }).text).toContain(
      'Kontoinhaber: Goldhaus Beispiel GmbH',
    )
  })
})
