import { describe, expect, it } from 'vitest'
import { cartValueFloor, type OptionRule, offeredInShop, type ServiceZone, valuablesLimits } from './valuables-limit'

const IN_SHOP: OptionRule[] = [
  { attribute: 'enabled_in_store', operator: 'eq', value: 'true' },
  { attribute: 'is_return', operator: 'eq', value: 'false' },
]
const above = (value: string, operator = 'gt'): OptionRule[] => [...IN_SHOP, { attribute: 'item_total', operator, value }]
const upTo = (value: string): OptionRule[] => [...IN_SHOP, { attribute: 'item_total', operator: 'lte', value }]

/** A zone as the seed makes it: insured parcel up to the amount, valuables transport above it. */
const zone = (countries: string[], amount: string, extra: Partial<ServiceZone> = {}): ServiceZone => ({
  fulfillment_set: { type: 'shipping' },
  geo_zones: countries.map((country_code) => ({ type: 'country', country_code })),
  shipping_options: [
    { type: { code: 'insured' }, rules: upTo(amount) },
    { type: { code: 'valuables' }, rules: above(amount) },
  ],
  ...extra,
})

const REGIONS = [
  { currency_code: 'eur', countries: [{ iso_2: 'de' }, { iso_2: 'at' }] },
  { currency_code: 'CHF', countries: [{ iso_2: 'ch' }, { iso_2: 'li' }] },
  { currency_code: 'gbp', countries: [{ iso_2: 'gb' }] },
  { currency_code: 'usd', countries: [{ iso_2: 'us' }] },
]

describe('the cart value from which an option is offered', () => {
  it('is its item_total lower bound, above it (gt) or from it on (gte), as Medusa holds the amount', () => {
    expect(cartValueFloor(above('5000'))).toEqual({ amount: 5000, operator: 'gt' })
    expect(cartValueFloor(above('2999.5', 'gte'))).toEqual({ amount: 2999.5, operator: 'gte' })
    expect(cartValueFloor([{ attribute: 'item_total', operator: 'gt', value: 4250 }])).toEqual({ amount: 4250, operator: 'gt' })
  })

  it('is the highest of several bounds, the narrower at the same amount; upper bounds and other rules do not count', () => {
    expect(
      cartValueFloor([
        ...above('10', 'gte'),
        { attribute: 'item_total', operator: 'gt', value: '3000' },
        { attribute: 'item_total', operator: 'lt', value: '100000' },
      ]),
    ).toEqual({ amount: 3000, operator: 'gt' })
    expect(cartValueFloor([...above('3000', 'gte'), { attribute: 'item_total', operator: 'gt', value: '3000' }])).toEqual({ amount: 3000, operator: 'gt' })
    expect(cartValueFloor(upTo('5000'))).toBeNull()
    expect(cartValueFloor([{ attribute: 'customer.groups.id', operator: 'gt', value: '5' }])).toBeNull()
  })

  it('ignores an amount that is none (empty, text, negative, a list)', () => {
    for (const value of ['', 'abc', '-5', ['5000'], null, undefined])
      expect(cartValueFloor([{ attribute: 'item_total', operator: 'gt', value }]), String(value)).toBeNull()
  })
})

describe('an option offered in the shop', () => {
  it("is shown in the store and not a return, by its rules on the store's context", () => {
    expect(offeredInShop(IN_SHOP)).toBe(true)
    expect(offeredInShop([])).toBe(true)
    expect(offeredInShop([{ attribute: 'enabled_in_store', operator: 'eq', value: 'false' }])).toBe(false)
    expect(offeredInShop([{ attribute: 'is_return', operator: 'eq', value: 'true' }])).toBe(false)
    expect(
      offeredInShop([
        { attribute: 'is_return', operator: 'ne', value: 'true' },
        { attribute: 'enabled_in_store', operator: 'in', value: ['true'] },
      ]),
    ).toBe(true)
  })
})

describe("each country's valuables limit", () => {
  it("is the valuables transport's floor in its zone, in the currency of the country's region", () => {
    const zones = [zone(['de'], '3000'), zone(['at'], '5000'), zone(['ch', 'li'], '4750'), zone(['gb'], '4250'), zone(['us'], '5500')]
    expect(valuablesLimits(zones, REGIONS)).toEqual({
      de: { amount: 3000, operator: 'gt', currency_code: 'eur' },
      at: { amount: 5000, operator: 'gt', currency_code: 'eur' },
      ch: { amount: 4750, operator: 'gt', currency_code: 'chf' },
      li: { amount: 4750, operator: 'gt', currency_code: 'chf' },
      gb: { amount: 4250, operator: 'gt', currency_code: 'gbp' },
      us: { amount: 5500, operator: 'gt', currency_code: 'usd' },
    })
  })

  it('leaves a country out when the shop has no such rule: no zone, no valuables transport, one not in the shop, one without a floor', () => {
    const noValuables = zone(['at'], '5000', { shipping_options: [{ type: { code: 'insured' }, rules: upTo('5000') }] })
    const hidden = zone(['ch'], '4750', {
      shipping_options: [
        {
          type: { code: 'valuables' },
          rules: [
            { attribute: 'enabled_in_store', operator: 'eq', value: 'false' },
            { attribute: 'item_total', operator: 'gt', value: '4750' },
          ],
        },
      ],
    })
    const everyValue = zone(['gb'], '4250', { shipping_options: [{ type: { code: 'valuables' }, rules: IN_SHOP }] })
    expect(valuablesLimits([noValuables, hidden, everyValue], REGIONS)).toEqual({})
  })

  it('counts only shipping zones that cover the whole country, and states nothing where two of them disagree', () => {
    const pickup = zone(['de'], '1000', { fulfillment_set: { type: 'pickup' } })
    const pforzheim = zone([], '2000', { geo_zones: [{ type: 'zip', country_code: 'de' }] })
    expect(valuablesLimits([zone(['de'], '5000'), pickup, pforzheim], REGIONS)).toEqual({ de: { amount: 5000, operator: 'gt', currency_code: 'eur' } })
    expect(valuablesLimits([zone(['de'], '5000'), zone(['de'], '5000')], REGIONS).de).toEqual({ amount: 5000, operator: 'gt', currency_code: 'eur' })
    expect(valuablesLimits([zone(['de'], '5000'), zone(['de'], '3000')], REGIONS).de).toBeUndefined()
  })

  it('matches countries whatever their case, and skips a country in no region', () => {
    expect(valuablesLimits([zone(['DE', 'fr'], '5000')], REGIONS)).toEqual({ de: { amount: 5000, operator: 'gt', currency_code: 'eur' } })
  })
})
