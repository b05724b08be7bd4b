// What the shop states about shipping costs (top bar, footer, product and content pages), one rule: read from the
// shipping options Medusa really has, never from a constant, so a price changed in the back office changes every
// statement with it.
import { amountOf, countriesOf, coversCountry, type OptionRule, offeredInShop, type RegionCountries, type ServiceZone } from './valuables-limit'

/**
 * The lowest price a country's shoppers pay for shipping, in the currency of its region; 0 is free shipping.
 * `free_from`: the lowest cart value from which an option ships free there ("free from 500 €"), when one does.
 */
export type ShippingFrom = { amount: number; currency_code: string; free_from?: number }

type OptionPrice = {
  amount?: number | string | null
  currency_code?: string | null
  price_rules?: { attribute?: string | null; operator?: string | null; value?: unknown }[] | null
}
export type PricedOption = { price_type?: string | null; rules?: OptionRule[] | null; prices?: (OptionPrice | null)[] | null }
export type PricedZone = Pick<ServiceZone, 'fulfillment_set' | 'geo_zones'> & { shipping_options?: (PricedOption | null)[] | null }
export type PricedRegion = RegionCountries & { id: string }

/**
 * What an option costs in a region: its price in the region's currency that applies to every cart there (no rule,
 * or only the region's own `region_id`); null when it has none or its price is calculated by the carrier at checkout.
 */
export function optionPrice(option: PricedOption, region: PricedRegion): number | null {
  if (option.price_type !== 'flat') return null
  const currency = region.currency_code.toLowerCase()
  const amounts = (option.prices ?? [])
    .filter((price): price is OptionPrice => price?.currency_code?.toLowerCase() === currency)
    .filter((price) => (price.price_rules ?? []).every((rule) => rule.attribute === 'region_id' && rule.value === region.id))
    .map((price) => amountOf(price.amount))
  return amounts.length && amounts.every((amount) => amount !== null) ? Math.min(...(amounts as number[])) : null
}

/**
 * From which cart value an option ships free in a region: its price of 0 in the region's currency whose only rule
 * besides the region's own is `item_total` `gte` that value (the back office's price by cart value); null without one.
 */
export function freeFrom(option: PricedOption, region: PricedRegion): number | null {
  if (option.price_type !== 'flat') return null
  const currency = region.currency_code.toLowerCase()
  const values = (option.prices ?? []).flatMap((price) => {
    if (price?.currency_code?.toLowerCase() !== currency || amountOf(price.amount) !== 0) return []
    const rules = price.price_rules ?? []
    const tiers = rules.filter((rule) => rule.attribute === 'item_total')
    const others = rules.filter((rule) => rule.attribute !== 'item_total')
    if (tiers.length !== 1 || tiers[0].operator !== 'gte' || !others.every((rule) => rule.attribute === 'region_id' && rule.value === region.id)) return []
    const value = amountOf(tiers[0].value)
    return value === null ? [] : [value]
  })
  return values.length ? Math.min(...values) : null
}

/**
 * Each country's lowest shipping price: of the options the checkout offers there (shown in the store, not returns, of
 * the shipping zones that cover the whole country), the cheapest. A country is left out (its pages then state no
 * amount) when it has no option, or when one of them has no price the shop can know before checkout: "from" must
 * never promise less than the checkout asks. Prices that depend on the cart are not the "from" amount; a free one
 * from a cart value on is stated beside it.
 */
export function shippingFrom(zones: PricedZone[], regions: PricedRegion[]): Record<string, ShippingFrom> {
  const found: Record<string, ShippingFrom> = {}
  for (const { country, region } of countriesOf(regions)) {
    const options = zones
      .filter((zone) => coversCountry(zone, country))
      .flatMap((zone) => (zone.shipping_options ?? []).filter((option): option is PricedOption => !!option && offeredInShop(option.rules ?? [])))
    const prices = options.map((option) => optionPrice(option, region))
    if (!prices.length || prices.some((price) => price === null)) continue
    const amount = Math.min(...(prices as number[]))
    const free = options.map((option) => freeFrom(option, region)).filter((value): value is number => value !== null)
    found[country] = { amount, currency_code: region.currency_code.toLowerCase(), ...(amount > 0 && free.length ? { free_from: Math.min(...free) } : {}) }
  }
  return found
}
