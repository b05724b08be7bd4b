import { describe, expect, it } from 'vitest'
import { bankDetails } from '../bank-transfer/bank-details'
import { type InvoiceOrder, invoiceData } from './invoice-data'
import { seller } from './seller'

const order = (locale: 'de' | 'en'): InvoiceOrder => ({
  id: 'order_1',
  display_id: 42,
  created_at: '2026-11-21T10:00:00Z',
  email: 'john@example.com',
  currency_code: 'eur',
  total: 1190,
  tax_total: 190,
  metadata: { locale },
  items: [
    {
      title: 'Platin / 54',
      product_title: 'Ehering Platin',
      variant_title: 'Platin / 54',
      quantity: 1,
      unit_price: 1190,
      total: 1190,
      tax_total: 190,
      tax_lines: [{ rate: 19 }],
      product: { metadata: { title_en: 'Platinum wedding band' } },
    },
  ],
  shipping_methods: [{ name: 'Versicherter Versand', shipping_option_id: 'so_1', total: 0, tax_total: 0, tax_lines: [{ rate: 19 }] }],
  shipping_address: {
    first_name: 'John',
    last_name: 'Miller',
    address_1: 'Kaiserstraße 1',
    postal_code: '60311',
    city: 'Frankfurt am Main',
    country_code: 'de',
  },
})

const data = (locale: 'de' | 'en') =>
  invoiceData({
    order: order(locale),
    number: 'RE-000042',
    issuedAt: new Date('2026-11-21T10:00:00Z'),
    shippedAt: new Date('2026-11-20T15:00:00Z'),
    seller: seller({}),
    bank: bankDetails({}),
    shippingLabel: (method) => (locale === 'en' ? 'Insured shipping' : method.name),
    variantTitle: (title) => (locale === 'en' ? title.replace('Platin', 'Platinum') : title),
  })

describe('invoiceData', () => {
  it("words the stored German names and the country in the invoice's language", () => {
    const english = data('en')
    expect(english.lines.map((line) => line.description)).toEqual(['Platinum wedding band (Platinum / 54)', 'Insured shipping'])
    expect(english.buyer.lines).toEqual(['Kaiserstraße 1', '60311 Frankfurt am Main', 'Germany'])
    const german = data('de')
    expect(german.lines.map((line) => line.description)).toEqual(['Ehering Platin (Platin / 54)', 'Versicherter Versand'])
    expect(german.shipping_address?.lines.at(-1)).toBe('Deutschland')
  })

  it("states the shipment's date as delivery date", () => {
    expect(data('de').delivery_date).toBe('2026-11-20T15:00:00.000Z')
    expect(data('de').issued_at).toBe('2026-11-21T10:00:00.000Z')
  })

  it('states the whole amount as its gross when a gift card paid part of it (a payment, not less revenue)', () => {
    const paidByCard = { ...order('de'), total: 1090, credit_lines: [{ reference: 'gift-card', reference_id: 'gc_1', amount: 100 }] }
    const invoice = invoiceData({
      order: paidByCard as InvoiceOrder,
      number: 'RE-000043',
      issuedAt: new Date('2026-11-21T10:00:00Z'),
      shippedAt: new Date('2026-11-20T15:00:00Z'),
      seller: seller({}),
      bank: bankDetails({}),
      shippingLabel: (method) => method.name,
      variantTitle: (title) => title,
    })
    expect(invoice.totals).toMatchObject({ gross: 1190, tax: 190, net: 1000 })
  })
})
