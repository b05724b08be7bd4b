import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { bankDetails } from '../bank-transfer/bank-details'
import { creditNoteData } from './credit-note-data'
import { creditNotePdf } from './credit-note-pdf'
import { type InvoiceOrder, invoiceData } from './invoice-data'
import { invoicePdf } from './invoice-pdf'
import { seller } from './seller'

/** A German order of 1.890,00 € less a 10 % code, free shipping. */
const order = (payments: { provider_id: string; captured_at?: string | null }[]): InvoiceOrder => ({
  id: 'order_1',
  display_id: 42,
  created_at: '2026-11-21T10:00:00Z',
  email: 'erika@example.com',
  currency_code: 'eur',
  original_item_total: 1890,
  discount_total: 189,
  original_shipping_total: 0,
  total: 1701,
  tax_total: 271.59,
  metadata: { locale: 'de' },
  items: [
    {
      title: '54',
      product_title: 'Solitärring Aurora',
      variant_title: '54',
      quantity: 1,
      unit_price: 1890,
      original_total: 1890,
      total: 1701,
      tax_total: 271.59,
      tax_lines: [{ rate: 19 }],
      adjustments: [{ code: 'AURORA10', amount: 189 }],
    },
  ],
  shipping_methods: [{ name: 'Versicherter Versand', total: 0, original_total: 0, tax_total: 0, tax_lines: [{ rate: 19 }] }],
  shipping_address: { first_name: 'Erika', last_name: 'Muster', address_1: 'Goldgasse 1', postal_code: '75175', city: 'Pforzheim', country_code: 'de' },
  payment_collections: [{ payments }],
})

const textOf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) })
  const text = (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ')
  await parser.destroy()
  return text
}

const pdfText = async (o: InvoiceOrder) => {
  const data = invoiceData({
    order: o,
    number: 'RE-000042',
    issuedAt: new Date('2026-11-25T10:00:00Z'),
    shippedAt: new Date('2026-11-25T09:00:00Z'),
    seller: seller({}),
    bank: bankDetails({}),
    shippingLabel: (method) => method.name,
    variantTitle: (title) => title,
  })
  return { data, text: await textOf(await invoicePdf(data)) }
}

describe('invoicePdf', () => {
  it("states the order's money lines: the position before its discount, the discount with its code, the total", async () => {
    const { data, text } = await pdfText(order([{ provider_id: 'pp_bank-transfer_bank-transfer', captured_at: '2026-11-24T10:00:00Z' }]))
    expect(data.money?.map((line) => [line.kind, line.code, line.amount])).toEqual([
      ['subtotal', null, 1890],
      ['discount', 'AURORA10', -189],
      ['shipping', null, 0],
      ['total', null, 1701],
      ['tax', null, 271.59],
    ])
    expect(text).toMatch(/Solitärring Aurora \(54\)[\s\S]*1\.890,00 €/)
    expect(text).toMatch(/Zwischensumme\s+1\.890,00 €\s+Rabatt \(AURORA10\)\s+-189,00 €\s+Versand\s+kostenlos\s+Rechnungsbetrag \(brutto\)\s+1\.701,00 €/)
    expect(text).toMatch(/Umsatzsteuer 19 %\s+271,59 €/)
  })

  it('states the goods at their full amount and VAT when a gift card paid part: the card is a payment after the total', async () => {
    const paidByCard = {
      ...order([{ provider_id: 'pp_bank-transfer_bank-transfer', captured_at: null }]),
      total: 1201,
      credit_lines: [{ reference: 'gift-card', amount: 500 }],
    }
    const { text } = await pdfText(paidByCard)
    expect(text).toMatch(/Rechnungsbetrag \(brutto\)\s+1\.701,00 €\s+Bezahlt mit Gutschein\s+-500,00 €\s+Noch zu zahlen\s+1\.201,00 €/)
    expect(text).toMatch(/Umsatzsteuer 19 %\s+271,59 €/)
  })

  it('sells a gift card without VAT, as a multi-purpose voucher', async () => {
    const card = {
      title: '100',
      product_title: 'Geschenkgutschein',
      variant_title: '100',
      quantity: 1,
      unit_price: 100,
      original_total: 100,
      total: 100,
      tax_total: 0,
      tax_lines: [],
      is_giftcard: true,
    }
    const sale = { ...order([]), original_item_total: 100, discount_total: 0, total: 100, tax_total: 0, items: [card], shipping_methods: [] }
    const { data, text } = await pdfText(sale)
    expect(data.lines.map((line) => [line.description, line.rate, line.tax])).toEqual([
      ['Geschenkgutschein (100) – Mehrzweck-Gutschein – nicht steuerbar', 0, 0],
    ])
    expect(text).toMatch(/Mehrzweck-Gutschein –\s+nicht\s+steuerbar/)
  })

  it("says a transfer booked by hand arrived by transfer, never 'per Online-Zahlung beglichen'", async () => {
    for (const provider_id of ['pp_bank-transfer_bank-transfer', 'pp_system_default']) {
      const { text } = await pdfText(order([{ provider_id, captured_at: '2026-11-24T10:00:00Z' }]))
      expect(text).toContain('Der Rechnungsbetrag ist per Überweisung bei uns eingegangen.')
      expect(text).not.toContain('Online-Zahlung')
    }
    const card = await pdfText(order([{ provider_id: 'pp_stripe_stripe', captured_at: '2026-11-25T10:00:00Z' }]))
    expect(card.text).toContain('per Kreditkarte beglichen')
  })

  it('gives the credit note the money lines of the invoice it corrects', async () => {
    const { data } = await pdfText(order([{ provider_id: 'pp_bank-transfer_bank-transfer', captured_at: '2026-11-24T10:00:00Z' }]))
    const note = creditNoteData({
      invoice: data,
      refund: { id: 'ref_1', amount: 100, created_at: '2026-11-26T10:00:00Z' },
      number: 'RK-000007',
      issuedAt: new Date('2026-11-26T10:00:00Z'),
      seller: seller({}),
    })
    const text = await textOf(await creditNotePdf(note))
    expect(text).toMatch(
      /Beträge der Rechnung RE-000042\s+Zwischensumme\s+1\.890,00 €\s+Rabatt \(AURORA10\)\s+-189,00 €\s+Versand\s+kostenlos\s+Rechnungsbetrag \(brutto\)\s+1\.701,00 €/,
    )
    expect(text).toMatch(/Erstattungsbetrag \(brutto\)\s+100,00 €/)
  })

  it("says on a gift card's credit note that the amount went back onto the card, not the way the shopper paid", async () => {
    const { data } = await pdfText(order([{ provider_id: 'pp_bank-transfer_bank-transfer', captured_at: '2026-11-24T10:00:00Z' }]))
    const refund = { id: 'sctx_1', amount: 100, created_at: '2026-11-26T10:00:00Z', gift_card: 'GS-AAAA-BBBB-CCCC-DDDD' }
    const note = creditNoteData({ invoice: data, refund, number: 'RK-000008', issuedAt: new Date('2026-11-26T10:00:00Z'), seller: seller({}) })
    const text = await textOf(await creditNotePdf(note))
    expect(text).toContain('Der Betrag wurde Ihrem Geschenkgutschein GS-AAAA-BBBB-CCCC-DDDD wieder gutgeschrieben.')
    expect(text).not.toContain('auf dem Weg Ihrer Zahlung')
  })

  it("writes its dates as the order's country does: day first for a Briton, month first for an American", async () => {
    const english = (country_code: string) => ({
      ...order([{ provider_id: 'pp_bank-transfer_bank-transfer', captured_at: '2026-11-24T10:00:00Z' }]),
      metadata: { locale: 'en' },
      shipping_address: { first_name: 'Jane', last_name: 'Doe', address_1: '1 Main St', postal_code: '10001', city: 'Somewhere', country_code },
    })
    const british = await pdfText(english('gb'))
    expect(british.data.country).toBe('gb')
    expect(british.text).toContain('21/11/2026')
    const american = await pdfText(english('us'))
    expect(american.text).toContain('11/21/2026')
    expect(american.text).not.toContain('21/11/2026')
  })
})
