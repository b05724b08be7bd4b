import { describe, expect, it } from 'vitest'
import { negativeCells } from '../../ui/grid/cells'
import type { PriceColumn } from '../catalogue/products/prices'
import { discountPercent, type ListPrice, listGrid, priceBatch, regularPrice } from './price-lists-prices'

const columns: PriceColumn[] = [
  { key: 'currency:eur', currency_code: 'eur', label: 'EUR' },
  { key: 'currency:chf', currency_code: 'chf', label: 'CHF' },
  { key: 'region:reg_ch', currency_code: 'chf', region_id: 'reg_ch', label: 'Schweiz (CHF)' },
]
const prices: ListPrice[] = [
  { id: 'p1', variant_id: 'v1', amount: 4190, currency_code: 'eur', rules: {} },
  { id: 'p2', variant_id: 'v1', amount: 4000, currency_code: 'chf', rules: { region_id: 'reg_ch' } },
  { id: 'p3', variant_id: 'v2', amount: 990, currency_code: 'eur', rules: {} },
  { id: 'p4', variant_id: 'v2', amount: 900, currency_code: 'eur', min_quantity: 3, rules: {} },
]

describe("a price list's grid", () => {
  it('puts the list prices in their cells, quantity tiers in none', () => {
    expect(listGrid(prices)).toEqual({ v1: { 'currency:eur': 4190, 'region:reg_ch': 4000 }, v2: { 'currency:eur': 990 } })
  })
  it('saves every change in one batch: new cells created, changed ones updated by id, emptied ones deleted', () => {
    const grid = {
      v1: { 'currency:eur': 4190, 'currency:chf': 4100, 'region:reg_ch': null },
      v2: { 'currency:eur': 950 },
      v3: { 'currency:eur': 120, 'region:reg_ch': 130 },
    }
    expect(priceBatch(prices, grid, columns)).toEqual({
      create: [
        { variant_id: 'v1', currency_code: 'chf', amount: 4100 },
        { variant_id: 'v3', currency_code: 'eur', amount: 120 },
        { variant_id: 'v3', currency_code: 'chf', amount: 130, rules: { region_id: 'reg_ch' } },
      ],
      update: [{ id: 'p3', variant_id: 'v2', currency_code: 'eur', amount: 950 }],
      delete: ['p2'],
    })
  })
  it('changes nothing when nothing changed', () => {
    expect(priceBatch(prices, listGrid(prices), columns)).toEqual({ create: [], update: [], delete: [] })
  })
  it('shows the regular price beside the list price: a region without its own price charges the currency price', () => {
    const regular = [
      { amount: 4800, currency_code: 'eur' },
      { amount: 4600, currency_code: 'chf' },
    ]
    expect(regularPrice(regular, columns[0])).toBe(4800)
    expect(regularPrice(regular, columns[2])).toBe(4600)
    expect(regularPrice([...regular, { amount: 4500, currency_code: 'chf', rules: { region_id: 'reg_ch' } }], columns[2])).toBe(4500)
    expect(regularPrice([], columns[0])).toBeNull()
  })
  it('names the share a list price takes off', () => {
    expect(discountPercent(4080, 4800)).toBe(15)
    expect(discountPercent(4800, 4800)).toBeNull()
    expect(discountPercent(5000, 4800)).toBeNull()
    expect(discountPercent(null, 4800)).toBeNull()
    expect(discountPercent(100, null)).toBeNull()
  })
  it('counts the cells that hold a negative amount', () => {
    expect(negativeCells({ v1: { 'currency:eur': -1, 'currency:chf': 0 }, v2: { 'currency:eur': null, 'currency:chf': -0.5 } })).toBe(2)
    expect(negativeCells(listGrid(prices))).toBe(0)
  })
})
