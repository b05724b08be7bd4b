import { describe, expect, it } from 'vitest'
import { freeFrom, optionPrice, type PricedOption, type PricedZone, shippingFrom } from './shipping-from'
import type { OptionRule } from './valuables-limit'

const IN_SHOP: OptionRule[] = [
  { attribute: 'enabled_in_store', operator: 'eq', value: 'true' },
  { attribute: 'is_return', operator: 'eq', value: 'false' },
]
const flat = (prices: PricedOption['prices'], rules = IN_SHOP): PricedOption => ({ price_type: 'flat', rules, prices })

/** A zone as the seed makes it: insured parcel and valuables transport, each at one price in the zone's currency. */
const zone = (countries: string[], currency: string, insured: number, valuables: number, extra: Partial<PricedZone> = {}): PricedZone => ({
  fulfillment_set: { type: 'shipping' },
  geo_zones: countries.map((country_code) => ({ type: 'country', country_code })),
  shipping_options: [flat([{ currency_code: currency, amount: insured }]), flat([{ currency_code: currency, amount: valuables }])],
  ...extra,
})

const REGIONS = [
  { id: 'reg_eu', currency_code: 'eur', countries: [{ iso_2: 'de' }, { iso_2: 'at' }] },
  { id: 'reg_ch', currency_code: 'CHF', countries: [{ iso_2: 'ch' }, { iso_2: 'li' }] },
  { id: 'reg_gb', currency_code: 'gbp', countries: [{ iso_2: 'gb' }] },
]
const EU = REGIONS[0]

describe('what an option costs in a region', () => {
  it("is its price in the region's currency, without rules or with the region's own", () => {
    expect(
      optionPrice(
        flat([
          { currency_code: 'usd', amount: 20 },
          { currency_code: 'EUR', amount: 14.9 },
        ]),
        EU,
      ),
    ).toBe(14.9)
    expect(optionPrice(flat([{ currency_code: 'eur', amount: '0' }]), EU)).toBe(0)
    expect(optionPrice(flat([{ currency_code: 'eur', amount: 12, price_rules: [{ attribute: 'region_id', value: 'reg_eu' }] }]), EU)).toBe(12)
  })

  it("is unknown for a calculated price, none in the currency, another region's or a cart-dependent one only, or a broken amount", () => {
    expect(optionPrice({ price_type: 'calculated', rules: IN_SHOP, prices: [] }, EU)).toBeNull()
    expect(optionPrice(flat([{ currency_code: 'usd', amount: 20 }]), EU)).toBeNull()
    expect(optionPrice(flat([{ currency_code: 'eur', amount: 12, price_rules: [{ attribute: 'region_id', value: 'reg_ch' }] }]), EU)).toBeNull()
    expect(optionPrice(flat([{ currency_code: 'eur', amount: 0, price_rules: [{ attribute: 'item_total', value: '500' }] }]), EU)).toBeNull()
    expect(optionPrice(flat([{ currency_code: 'eur', amount: 'abc' }]), EU)).toBeNull()
  })

  it("does not count a cart-dependent price beside the base one: 'from' never promises less than every cart pays", () => {
    expect(
      optionPrice(
        flat([
          { currency_code: 'eur', amount: 14.9 },
          { currency_code: 'eur', amount: 0, price_rules: [{ attribute: 'item_total', value: '500' }] },
        ]),
        EU,
      ),
    ).toBe(14.9)
  })
})

describe("each country's lowest shipping price", () => {
  it("is the cheapest option of its zone, in its region's currency; 0 where shipping is free", () => {
    const zones = [zone(['de'], 'eur', 0, 0), zone(['at'], 'eur', 14.9, 89), zone(['ch', 'li'], 'chf', 29, 120), zone(['gb'], 'gbp', 39, 150)]
    expect(shippingFrom(zones, REGIONS)).toEqual({
      de: { amount: 0, currency_code: 'eur' },
      at: { amount: 14.9, currency_code: 'eur' },
      ch: { amount: 29, currency_code: 'chf' },
      li: { amount: 29, currency_code: 'chf' },
      gb: { amount: 39, currency_code: 'gbp' },
    })
  })

  it('counts only options the checkout offers, in shipping zones that cover the whole country', () => {
    const hidden = flat([{ currency_code: 'eur', amount: 1 }], [{ attribute: 'enabled_in_store', operator: 'eq', value: 'false' }])
    const returns = flat([{ currency_code: 'eur', amount: 2 }], [{ attribute: 'is_return', operator: 'eq', value: 'true' }])
    const pickup = zone(['de'], 'eur', 0, 0, { fulfillment_set: { type: 'pickup' } })
    const pforzheim = zone([], 'eur', 3, 3, { geo_zones: [{ type: 'zip', country_code: 'de' }] })
    const germany = zone(['de'], 'eur', 9.9, 49)
    germany.shipping_options!.push(hidden, returns, null)
    expect(shippingFrom([germany, pickup, pforzheim], REGIONS)).toEqual({ de: { amount: 9.9, currency_code: 'eur' } })
  })

  it('states nothing for a country without options, or with one whose price only the checkout knows', () => {
    const calculated = zone(['at'], 'eur', 14.9, 89)
    calculated.shipping_options!.push({ price_type: 'calculated', rules: IN_SHOP, prices: [] })
    expect(shippingFrom([calculated, zone(['xx'], 'eur', 1, 1)], REGIONS)).toEqual({})
  })
})

describe('free shipping from a cart value', () => {
  const tier = (value: string, operator = 'gte', extra: { attribute: string; value: string }[] = []) => ({
    currency_code: 'eur',
    amount: 0,
    price_rules: [{ attribute: 'item_total', operator, value }, ...extra],
  })

  it("is the lowest cart value from which an option's price in the region's currency is 0", () => {
    expect(freeFrom(flat([{ currency_code: 'eur', amount: 9.9 }, tier('500'), tier('800')]), EU)).toBe(500)
    expect(freeFrom(flat([{ currency_code: 'eur', amount: 9.9 }, tier('500', 'gte', [{ attribute: 'region_id', value: 'reg_eu' }])]), EU)).toBe(500)
  })

  it('is none for a cheaper but not free tier, a tier below a value, another currency or region, or a calculated price', () => {
    expect(freeFrom(flat([{ currency_code: 'eur', amount: 4.9, price_rules: [{ attribute: 'item_total', operator: 'gte', value: '500' }] }]), EU)).toBeNull()
    expect(freeFrom(flat([tier('500', 'lt')]), EU)).toBeNull()
    expect(freeFrom(flat([{ ...tier('500'), currency_code: 'chf' }]), EU)).toBeNull()
    expect(freeFrom(flat([tier('500', 'gte', [{ attribute: 'region_id', value: 'reg_ch' }])]), EU)).toBeNull()
    expect(freeFrom({ price_type: 'calculated', rules: IN_SHOP, prices: [tier('500')] }, EU)).toBeNull()
  })

  it("is stated beside the country's lowest price, not where shipping is free anyway", () => {
    const germany = zone(['de'], 'eur', 9.9, 49)
    germany.shipping_options![0]!.prices!.push(tier('500'))
    expect(shippingFrom([germany, zone(['at'], 'eur', 0, 49)], REGIONS)).toEqual({
      de: { amount: 9.9, currency_code: 'eur', free_from: 500 },
      at: { amount: 0, currency_code: 'eur' },
    })
  })
})
