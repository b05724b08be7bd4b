import { describe, expect, it } from 'vitest'
import { creditNoteData } from './credit-note-data'
import type { InvoiceData } from './invoice-data'
import { seller } from './seller'

const invoice = (taxes: InvoiceData['taxes'], locale: 'de' | 'en' = 'de'): InvoiceData => ({
  number: 'RE-000042',
  locale,
  issued_at: '2026-11-21T10:00:00.000Z',
  delivery_date: '2026-11-21T09:00:00.000Z',
  order: { id: 'order_1', display_id: 42, created_at: '2026-11-20T10:00:00.000Z', email: 'a@example.com', customer_number: null },
  seller: seller({}),
  buyer: { name: 'Erika Mustermann', company: null, lines: ['Goldgasse 1'], vat_id: null },
  shipping_address: null,
  currency_code: 'eur',
  lines: [],
  taxes,
  totals: { net: 0, tax: 0, gross: taxes.reduce((sum, group) => sum + group.gross, 0), discount: 0 },
  payment: { bank_transfer: true, provider_id: null, reference: 'AURELIA-42', bank: null },
})

const note = (taxes: InvoiceData['taxes'], amount: number, locale: 'de' | 'en' = 'de') =>
  creditNoteData({
    invoice: invoice(taxes, locale),
    refund: { id: 'ref_1', amount, created_at: '2026-11-22T10:00:00Z', note: ' Kratzer ', reason: null },
    number: 'RK-000007',
    issuedAt: new Date('2026-11-22T10:00:00Z'),
    seller: seller({}),
  })

describe('creditNoteData', () => {
  it("takes the VAT out of the refund at the invoice's rate and names the invoice it corrects", () => {
    const data = note([{ rate: 19, net: 100, tax: 19, gross: 119 }], 119)
    expect(data.lines).toEqual([{ description: 'Erstattung zu Rechnung RE-000042', gross: 119, tax: 19, net: 100, rate: 19 }])
    expect(data.totals).toEqual({ net: 100, tax: 19, gross: 119 })
    expect(data.invoice.number).toBe('RE-000042')
    expect(data.note).toBe('Kratzer')
  })

  it("splits a refund over several rates in the invoice's shares, the lines adding up to the cent", () => {
    const data = note(
      [
        { rate: 19, net: 200, tax: 38, gross: 238 },
        { rate: 7, net: 100, tax: 7, gross: 107 },
      ],
      10,
      'en',
    )
    expect(data.lines.map((line) => line.rate)).toEqual([19, 7])
    expect(data.lines.reduce((sum, line) => sum + line.gross, 0)).toBeCloseTo(10, 10)
    expect(data.lines[0]!.gross).toBe(6.9)
    expect(data.lines[1]!.gross).toBe(3.1)
    expect(data.lines[0]!.description).toBe('Refund on invoice RE-000042 (19 % VAT)')
    expect(data.totals.gross).toBe(10)
  })
})

describe('creditNoteData of a gift card share', () => {
  it('names the card the amount went back onto; a money refund names none', () => {
    const data = creditNoteData({
      invoice: invoice([{ rate: 19, net: 100, tax: 19, gross: 119 }]),
      refund: { id: 'sctx_1', amount: 50, created_at: '2026-11-22T10:00:00Z', gift_card: 'GS-AAAA-BBBB-CCCC-DDDD' },
      number: 'RK-000008',
      issuedAt: new Date('2026-11-22T10:00:00Z'),
      seller: seller({}),
    })
    expect(data.gift_card).toBe('GS-AAAA-BBBB-CCCC-DDDD')
    expect(data.totals.gross).toBe(50)
    expect(note([{ rate: 19, net: 100, tax: 19, gross: 119 }], 119).gift_card).toBeUndefined()
  })
})

describe('creditNoteData after a return', () => {
  const returned = {
    return_ids: ['ret_1'],
    pieces: [
      { description: 'Verlobungsring Aurelia (Gold 587 / 54)', quantity: 1, value: 1890, rate: 19 },
      { description: 'Perlenkette Akoya (45 cm)', quantity: 2, value: 630, rate: 19 },
    ],
  }
  // the invoice of the two pieces and their shipping: the shipping line marked as such
  const invoiced = {
    ...invoice([{ rate: 19, net: 2130.25, tax: 404.75, gross: 2535 }]),
    lines: [{ description: 'Versicherter Versand', quantity: 1, unit_gross: 15, gross: 15, net: 12.61, tax: 2.39, rate: 19, kind: 'shipping' as const }],
  }
  const data = (amount: number) =>
    creditNoteData({
      invoice: invoiced,
      refund: { id: 'ref_2', amount, created_at: '2026-11-25T10:00:00Z' },
      number: 'RK-000008',
      issuedAt: new Date('2026-11-25T10:00:00Z'),
      seller: seller({}),
      returned,
    })

  it('names each returned piece and its quantity, with its value and VAT', () => {
    const note = data(2520)
    expect(note.lines).toEqual([
      { description: 'Verlobungsring Aurelia (Gold 587 / 54)', quantity: 1, gross: 1890, tax: 301.76, net: 1588.24, rate: 19 },
      { description: 'Perlenkette Akoya (45 cm)', quantity: 2, gross: 630, tax: 100.59, net: 529.41, rate: 19 },
    ])
    expect(note.lines.some((line) => line.description.startsWith('Erstattung zu Rechnung'))).toBe(false)
    expect(note.returns).toEqual(['ret_1'])
  })

  it('shares a smaller refund out over the pieces, the lines adding up to what was refunded', () => {
    const note = data(2500)
    expect(note.lines.map((line) => line.gross)).toEqual([1875, 625])
    expect(note.totals.gross).toBe(2500)
  })

  it('names the shipping given back beyond the pieces, up to what the invoice charged, and anything more as the refund line', () => {
    expect(data(2535).lines.map((line) => [line.description, line.quantity, line.gross])).toEqual([
      ['Verlobungsring Aurelia (Gold 587 / 54)', 1, 1890],
      ['Perlenkette Akoya (45 cm)', 2, 630],
      ['Versicherter Versand', undefined, 15],
    ])
    const more = data(2545)
    expect(more.lines.map((line) => [line.description, line.gross])).toEqual([
      ['Verlobungsring Aurelia (Gold 587 / 54)', 1890],
      ['Perlenkette Akoya (45 cm)', 630],
      ['Versicherter Versand', 15],
      ['Erstattung zu Rechnung RE-000042', 10],
    ])
    expect(more.totals.gross).toBe(2545)
  })
})
