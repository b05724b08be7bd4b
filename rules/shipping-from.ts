// What the shop states about shipping costs (top bar, footer, product and content pages), one rule: read from the
// shipping options Medusa really has, never from a constant, so a price changed in the back office changes every
// statement with it.
import { amountOf, countriesOf, coversCountry, type OptionRule, offeredInShop, type RegionCountries, type ServiceZone } from './valuables-limit'

/** The lowest price a country's shoppers pay for shipping, in the currency of its region; 0 is free shipping. */
export type ShippingFrom = { amount: number; currency_code: string }

type OptionPrice = { amount?: number | string | null; currency_code?: string | null; price_rules?: { attribute?: string | null; value?: unknown }[] | null }
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
 * Each country's lowest shipping price: of the options the checkout offers there (shown in the store, not returns, of
 * the shipping zones that cover the whole country), the cheapest. A country is left out (its pages then state no
 * amount) when it has no option, or when one of them has no price the shop can know before checkout: "from" must
 * never promise less than the checkout asks. Prices that depend on the cart (other rules) are not stated.
 */
export function shippingFrom(zones: PricedZone[], regions: PricedRegion[]): Record<string, ShippingFrom> {
  const found: Record<string, ShippingFrom> = {}
  for (const { country, region } of countriesOf(regions)) {
    const prices = zones
      .filter((zone) => coversCountry(zone, country))
      .flatMap((zone) => (zone.shipping_options ?? []).filter((option): option is PricedOption => !!option && offeredInShop(option.rules ?? [])))
      .map((option) => optionPrice(option, region))
    if (!prices.length || prices.some((price) => price === null)) continue
    found[country] = { amount: Math.min(...(prices as number[])), currency_code: region.currency_code.toLowerCase() }
  }
  return found
}
