import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type MoneyOrder, type MoneyTexts, moneyLabel, orderMoney } from './order-money'

const TEXTS: MoneyTexts = {
  subtotal: 'Subtotal',
  discount: (code) => (code ? `Discount (${code})` : 'Discount'),
  shipping: 'Shipping',
  giftCard: 'Gift card',
  storeCredit: 'Store credit',
  total: 'Total',
  taxIncluded: (rate) => `incl. ${rate}% VAT`,
  taxIncludedPlain: 'incl. VAT',
  taxFreeExport: 'Tax-free export',
  taxVoucher: 'Gift card: no VAT',
  taxAdded: (rate) => (rate ? `VAT ${rate}%` : 'VAT'),
}
const summary = (order: MoneyOrder) => orderMoney(order).map((line) => [moneyLabel(line, 'en', TEXTS), line.amount])
const rated = (rate: number, adjustments: { code: string; amount: number | string }[] = []) => ({ tax_lines: [{ rate }], adjustments })

describe("an order's money lines", () => {
  it("states a code's discount with its code between subtotal and shipping (a British guest: £840 − £84)", () => {
    const order: MoneyOrder = {
      currency_code: 'gbp',
      original_item_total: 840,
      item_total: 756,
      discount_total: 84,
      original_shipping_total: 0,
      shipping_total: 0,
      tax_total: 0,
      total: 756,
      items: [rated(0, [{ code: 'WELCOME10', amount: 84 }])],
      shipping_address: { country_code: 'gb' },
    }
    expect(summary(order)).toEqual([
      ['Subtotal', 840],
      ['Discount (WELCOME10)', -84],
      ['Shipping', 0],
      ['Total', 756],
      ['Tax-free export', null],
    ])
    expect(orderMoney(order).every((line) => line.currency === 'gbp')).toBe(true)
    expect(orderMoney(order)[1]).toMatchObject({ kind: 'discount', code: 'WELCOME10' })
  })

  it('states what a gift card and store credit paid before the total, and the VAT of the goods in full (a multi-purpose voucher)', () => {
    const order: MoneyOrder = {
      currency_code: 'eur',
      original_item_total: 1190,
      original_shipping_total: 0,
      tax_total: 190,
      // Medusa's total is what is left to pay: the goods less the credit lines
      total: 1040,
      items: [rated(19)],
      shipping_address: { country_code: 'de' },
      credit_lines: [
        { reference: 'gift-card', amount: 100 },
        { reference: 'store-credit', amount: 50 },
        // staff's store credit for another order's refund is no payment of this one
        { reference: 'store_credit', amount: -20 },
        null,
      ],
    }
    expect(summary(order)).toEqual([
      ['Subtotal', 1190],
      ['Shipping', 0],
      ['Gift card', -100],
      ['Store credit', -50],
      ['Total', 1040],
      ['incl. 19% VAT', 190],
    ])
    // without the total before discounts the subtotal puts the credit back
    expect(orderMoney({ ...order, original_item_total: undefined })[0]!.amount).toBe(1190)
  })

  it("states a card's payment net of what went back onto it after a return, so the lines still add up to Medusa's total", () => {
    const order: MoneyOrder = {
      currency_code: 'eur',
      original_item_total: 1000,
      original_shipping_total: 0,
      tax_total: 159.66,
      total: 960,
      items: [rated(19)],
      shipping_address: { country_code: 'de' },
      credit_lines: [
        { reference: 'gift-card', amount: 100 },
        { reference: 'gift-card', amount: -60 },
      ],
    }
    expect(summary(order).slice(0, 4)).toEqual([
      ['Subtotal', 1000],
      ['Shipping', 0],
      ['Gift card', -40],
      ['Total', 960],
    ])
    expect(summary({ ...order, total: 1000, credit_lines: [...order.credit_lines!, { reference: 'gift-card', amount: -40 }] }).slice(0, 3)).toEqual([
      ['Subtotal', 1000],
      ['Shipping', 0],
      ['Total', 1000],
    ])
  })

  it('states several discounts each with its code, in shares that add up to the discount total', () => {
    const order: MoneyOrder = {
      currency_code: 'eur',
      original_item_total: 1000,
      discount_total: 150,
      original_shipping_total: 20,
      tax_total: 138.66,
      total: 870,
      items: [
        rated(19, [
          { code: 'TEN', amount: 100 },
          { code: 'FIFTY', amount: 25 },
        ]),
        rated(19, [{ code: 'FIFTY', amount: 25 }]),
      ],
      shipping_address: { country_code: 'de' },
    }
    expect(summary(order)).toEqual([
      ['Subtotal', 1000],
      ['Discount (TEN)', -100],
      ['Discount (FIFTY)', -50],
      ['Shipping', 20],
      ['Total', 870],
      ['incl. 19% VAT', 138.66],
    ])
  })

  it('states a shipping discount as a discount line, shipping at its price before it', () => {
    const order: MoneyOrder = {
      currency_code: 'eur',
      original_item_total: 500,
      discount_total: 15,
      original_shipping_total: 15,
      shipping_total: 0,
      tax_total: 79.83,
      total: 500,
      items: [rated(19)],
      shipping_methods: [{ adjustments: [{ code: 'FREESHIP', amount: 15 }] }],
      shipping_address: { country_code: 'de' },
    }
    expect(summary(order)).toEqual([
      ['Subtotal', 500],
      ['Discount (FREESHIP)', -15],
      ['Shipping', 15],
      ['Total', 500],
      ['incl. 19% VAT', 79.83],
    ])
  })

  it('states paid and free shipping, and no discount line without a discount', () => {
    const base = { currency_code: 'eur', original_item_total: 1890, tax_total: 301.76, items: [rated(19)], shipping_address: { country_code: 'de' } }
    expect(summary({ ...base, original_shipping_total: 0, total: 1890 })).toEqual([
      ['Subtotal', 1890],
      ['Shipping', 0],
      ['Total', 1890],
      ['incl. 19% VAT', 301.76],
    ])
    expect(summary({ ...base, original_shipping_total: 12.5, total: 1902.5 })).toEqual([
      ['Subtotal', 1890],
      ['Shipping', 12.5],
      ['Total', 1902.5],
      ['incl. 19% VAT', 301.76],
    ])
  })

  it('states VAT as the country needs it: included in the EU (at its rate, or plain when rates differ), a tax-free export outside', () => {
    const order = (country: string, rates: number[]): MoneyOrder => ({
      currency_code: 'eur',
      original_item_total: 200,
      original_shipping_total: 0,
      tax_total: 30,
      total: 200,
      items: rates.map((rate) => rated(rate)),
      shipping_address: { country_code: country },
    })
    expect(summary(order('at', [20])).at(-1)).toEqual(['incl. 20% VAT', 30])
    expect(summary(order('fr', [20, 5.5])).at(-1)).toEqual(['incl. VAT', 30])
    expect(summary({ ...order('ch', [0]), tax_total: 0 }).at(-1)).toEqual(['Tax-free export', null])
    expect(moneyLabel(orderMoney(order('fi', [25.5])).at(-1)!, 'de', { ...TEXTS, taxIncluded: (rate) => `inkl. ${rate} % MwSt.` })).toBe('inkl. 25,5 % MwSt.')
  })

  it("states no VAT on gift cards bought alone, in the EU or outside it (a multi-purpose voucher), and the goods' VAT beside them", () => {
    const card = { is_giftcard: true, tax_lines: [] }
    const cards = (country: string): MoneyOrder => ({
      currency_code: 'eur',
      original_item_total: 150,
      original_shipping_total: 0,
      tax_total: 0,
      total: 150,
      items: [card, card],
      shipping_address: { country_code: country },
    })
    for (const country of ['de', 'ch', 'us']) expect(summary(cards(country)).at(-1)).toEqual(['Gift card: no VAT', null])
    const withRing = { ...cards('de'), original_item_total: 1340, tax_total: 190, total: 1340, items: [card, rated(19)] }
    expect(summary(withRing).at(-1)).toEqual(['incl. 19% VAT', 190])
  })

  it('adds VAT as a line of its own before the total when the prices do not include it', () => {
    const order: MoneyOrder = {
      currency_code: 'eur',
      original_item_subtotal: 1000,
      discount_subtotal: 100,
      discount_total: 119,
      original_shipping_subtotal: 10,
      tax_total: 172.9,
      total: 1082.9,
      items: [{ is_tax_inclusive: false, tax_lines: [{ rate: 19 }], adjustments: [{ code: 'B2B', amount: 100 }] }],
      shipping_address: { country_code: 'de' },
    }
    expect(summary(order)).toEqual([
      ['Subtotal', 1000],
      ['Discount (B2B)', -100],
      ['Shipping', 10],
      ['VAT 19%', 172.9],
      ['Total', 1082.9],
    ])
    // outside the EU too: a tax added to the prices is part of the total, never a tax-free export
    const abroad = orderMoney({
      ...order,
      shipping_address: { country_code: 'us' },
      items: [{ is_tax_inclusive: false, tax_lines: [{ rate: 8 }] }],
      discount_subtotal: 0,
      discount_total: 0,
      tax_total: 80.8,
      total: 1090.8,
    })
    expect(abroad.map((line) => [line.label, line.amount])).toEqual([
      ['subtotal', 1000],
      ['shipping', 10],
      ['taxAdded', 80.8],
      ['total', 1090.8],
    ])
  })

  it("keeps a foreign currency and reads Medusa's amounts given as strings", () => {
    const lines = orderMoney({
      currency_code: 'CHF',
      original_item_total: '798',
      discount_total: '79.8',
      original_shipping_total: '25',
      tax_total: '0',
      total: '743.2',
      items: [rated(0, [{ code: 'X', amount: '79.8' }])],
      shipping_address: { country_code: 'ch' },
    })
    expect(lines.map((line) => [line.kind, line.amount, line.currency])).toEqual([
      ['subtotal', 798, 'chf'],
      ['discount', -79.8, 'chf'],
      ['shipping', 25, 'chf'],
      ['total', 743.2, 'chf'],
      ['tax', null, 'chf'],
    ])
  })

  it('has lines before the total that add up to it, whatever the discounts (property)', () => {
    const money = fc.integer({ min: 0, max: 1_000_000 }).map((value) => value / 100)
    fc.assert(
      fc.property(
        money,
        money,
        fc.array(fc.record({ code: fc.constantFrom('A', 'B', 'C', ''), amount: fc.integer({ min: 1, max: 10_000 }) }), { maxLength: 5 }),
        (items, shipping, adjustments) => {
          const weights = adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0)
          const discount = Math.min(items, Math.round(weights) / 100)
          const total = Math.round((items + shipping - discount) * 100) / 100
          const lines = orderMoney({
            currency_code: 'eur',
            original_item_total: items,
            original_shipping_total: shipping,
            discount_total: discount,
            tax_total: 0,
            total,
            items: [{ tax_lines: [{ rate: 0 }], adjustments }],
            shipping_address: { country_code: 'us' },
          })
          const end = lines.findIndex((line) => line.kind === 'total')
          const sum = lines.slice(0, end).reduce((acc, line) => acc + (line.amount ?? 0), 0)
          // + 0: a sum of lines that cancel out may round to -0, which is the same amount
          expect(Math.round(sum * 100) / 100 + 0).toBe(total)
          expect(lines.filter((line) => line.kind === 'discount').every((line) => (line.amount ?? 0) < 0)).toBe(true)
        },
      ),
    )
  })
})
