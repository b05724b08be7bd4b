import { describe, expect, it } from 'vitest'
import type { Price } from '../catalogue/products/prices'
import { priceCells, pricesBody, priceTiers } from './shipping-prices'

// the seed's EU insured shipping: 14.90 € with a region's own price and a cart-value tier Medusa allows on prices
const STORED: Price[] = [
  { id: 'price_eur', amount: 14.9, currency_code: 'eur', price_rules: [] },
  { id: 'price_ch', amount: 29, currency_code: 'chf', price_rules: [{ attribute: 'region_id', value: 'reg_ch' }] },
  {
    id: 'price_tier',
    amount: 0,
    currency_code: 'eur',
    price_rules: [{ attribute: 'item_total', value: '500', operator: 'gte' } as { attribute: string; value: string }],
  },
]

describe('the price grid of a shipping option', () => {
  it('shows a cell per currency and region, tiers not', () => {
    expect(priceCells(STORED)).toEqual({ 'currency:eur': '14.9', 'region:reg_ch': '29' })
    expect(priceCells(undefined)).toEqual({})
  })

  it('sends each filled cell as Medusa takes it, keeping the ids of the prices it replaces and the tiers untouched', () => {
    const body = pricesBody({ 'currency:eur': '12,50', 'region:reg_ch': '', 'currency:gbp': '1.234,5', 'region:reg_us': '0' }, STORED)
    expect(body).toEqual([
      { id: 'price_eur', currency_code: 'eur', amount: 12.5 },
      { currency_code: 'gbp', amount: 1234.5 },
      { region_id: 'reg_us', amount: 0 },
      { id: 'price_tier', currency_code: 'eur', amount: 0, rules: [{ attribute: 'item_total', operator: 'gte', value: 500 }] },
    ])
  })

  it('makes a new option’s prices from its cells alone', () => {
    expect(pricesBody({ 'currency:eur': '0' })).toEqual([{ currency_code: 'eur', amount: 0 }])
  })

  it('refuses a cell that is no amount (the form checks first)', () => {
    expect(() => pricesBody({ 'currency:eur': 'zehn' })).toThrow(/no amount/)
  })

  it('edits the prices by cart value: the stored tier as a line, a changed, a new and a removed one sent as Medusa takes them', () => {
    expect(priceTiers(STORED)).toEqual([{ id: 'price_tier', from: '500', amount: '0' }])
    const cells = priceCells(STORED)
    expect(
      pricesBody(cells, STORED, [
        { id: 'price_tier', from: '1.000', amount: '0' },
        { from: '250', amount: '4,90' },
      ]).slice(2),
    ).toEqual([
      { id: 'price_tier', currency_code: 'eur', amount: 0, rules: [{ attribute: 'item_total', operator: 'gte', value: 1000 }] },
      { currency_code: 'eur', amount: 4.9, rules: [{ attribute: 'item_total', operator: 'gte', value: 250 }] },
    ])
    expect(pricesBody(cells, STORED, [])).toEqual([
      { id: 'price_eur', currency_code: 'eur', amount: 14.9 },
      { id: 'price_ch', region_id: 'reg_ch', amount: 29 },
    ])
  })
})
