import { describe, expect, it } from 'vitest'
import { type Price, type PriceColumn, pricesOfRow, rowChanged, rowOfPrices } from './prices'

const columns: PriceColumn[] = [
  { key: 'currency:eur', currency_code: 'eur', label: 'EUR' },
  { key: 'currency:chf', currency_code: 'chf', label: 'CHF' },
  { key: 'region:reg_ch', currency_code: 'chf', region_id: 'reg_ch', label: 'Schweiz' },
]
const stored: Price[] = [
  { id: 'p1', amount: 1290, currency_code: 'eur', rules: {} },
  { id: 'p2', amount: 1390, currency_code: 'chf', rules: { region_id: 'reg_ch' } },
  { id: 'p3', amount: 1100, currency_code: 'eur', min_quantity: 5, rules: {} },
  { id: 'p4', amount: 900, currency_code: 'eur', rules: { customer_group_id: 'cg_1' } },
]

describe('the price grid', () => {
  it('puts currency and region prices in their columns and leaves tiers and group prices out', () => {
    expect(rowOfPrices(stored)).toEqual({ 'currency:eur': 1290, 'region:reg_ch': 1390 })
  })
  it('sends every price back: edited cells with their ids, new ones without, tiers untouched, emptied ones gone', () => {
    const row = { 'currency:eur': 1250, 'currency:chf': 1350, 'region:reg_ch': null }
    expect(pricesOfRow(stored, row, columns)).toEqual([
      { id: 'p1', amount: 1250, currency_code: 'eur' },
      { amount: 1350, currency_code: 'chf' },
      { id: 'p3', amount: 1100, currency_code: 'eur', min_quantity: 5 },
      { id: 'p4', amount: 900, currency_code: 'eur', rules: { customer_group_id: 'cg_1' } },
    ])
  })
  it('knows which rows changed', () => {
    const before = rowOfPrices(stored)
    expect(rowChanged(before, { ...before }, columns)).toBe(false)
    expect(rowChanged(before, { ...before, 'currency:chf': 10 }, columns)).toBe(true)
  })
})
