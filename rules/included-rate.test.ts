import { describe, expect, it } from 'vitest'
import { includedRate, vatLine } from './included-rate'

const line = (...rates: number[]) => ({ tax_lines: rates.map((rate) => ({ rate })) })
const cart = (items: object[], total: number, tax_total: number) => ({ items, total, tax_total }) as unknown as Parameters<typeof includedRate>[0]

describe('includedRate', () => {
  it("is the lines' rate when they all carry the same one", () => {
    expect(includedRate(cart([line(19), line(19)], 119, 19))).toBe(19)
    expect(includedRate(cart([line(25.5)], 125.5, 25.5))).toBe(25.5)
  })

  it('is null when the lines carry different rates (only "incl. VAT")', () => {
    expect(includedRate(cart([line(19), line(7)], 226, 26))).toBeNull()
    expect(includedRate(cart([line(19, 7)], 126, 26))).toBeNull()
  })

  it('is 0 for an export country (lines at 0 %, no tax)', () => {
    expect(includedRate(cart([line(0)], 1290, 0))).toBe(0)
  })

  it('is tax ÷ net when the lines carry no rates but the total has tax', () => {
    expect(includedRate(cart([{}], 120, 20))).toBe(20)
  })

  it('is null while nothing is known: no tax lines and no tax, or an empty cart', () => {
    expect(includedRate(cart([{}], 100, 0))).toBeNull()
    expect(includedRate(cart([], 0, 0))).toBeNull()
  })
})

describe('vatLine', () => {
  it('with a country, the country decides and the lines give the rate Medusa charged', () => {
    expect(vatLine(cart([line(20)], 120, 20), 'at')).toEqual({ kind: 'included', rate: 20 })
    expect(vatLine(cart([line(0)], 1290, 0), 'ch')).toEqual({ kind: 'export' })
    expect(vatLine(cart([line(0)], 1290, 0), 'gb')).toEqual({ kind: 'export' })
    // no tax lines yet: VAT included, rate unknown; an export country is an export all the same
    expect(vatLine(cart([{}], 100, 0), 'de')).toEqual({ kind: 'included', rate: null })
    expect(vatLine(cart([{}], 100, 0), 'us')).toEqual({ kind: 'export' })
  })

  it("gift cards alone bear no VAT in any country (a multi-purpose voucher); beside goods the goods' rate is stated", () => {
    const card = { is_giftcard: true, tax_lines: [] }
    for (const country of ['de', 'at', 'ch', 'us', null]) expect(vatLine(cart([card, card], 150, 0), country)).toEqual({ kind: 'voucher' })
    expect(vatLine(cart([card, line(19)], 219, 19), 'de')).toEqual({ kind: 'included', rate: 19 })
    expect(vatLine(cart([card, line(0)], 1390, 0), 'ch')).toEqual({ kind: 'export' })
    expect(vatLine(cart([], 0, 0), 'de')).toEqual({ kind: 'included', rate: null })
  })

  it('without a country: a tax-free export at 0 %, the included rate when there is tax, nothing while nothing is known', () => {
    expect(vatLine(cart([line(0)], 1290, 0))).toEqual({ kind: 'export' })
    expect(vatLine(cart([line(19)], 119, 19))).toEqual({ kind: 'included', rate: 19 })
    expect(vatLine(cart([line(19), line(7)], 226, 26))).toEqual({ kind: 'included', rate: null })
    expect(vatLine(cart([{}], 100, 0))).toBeNull()
  })
})
