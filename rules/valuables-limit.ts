// The valuables limit the shop states (product pages, content pages), one rule: it is read from the shipping options
// Medusa really has, never from a constant, so what the shop promises is what its checkout does. Each country's
// service zone ships by insured parcel up to a cart value and by valuables transport above it; the valuables
// transport's `item_total` rule (the cart's gross item value in the cart's currency, the hook
// `workflows/hooks/shipping-options-cart-value.ts` puts it into the context) says from which value on.

/** The type code of the valuables transport (the seed's; the back office keeps an option's code when staff edit it). */
export const VALUABLES_TRANSPORT = 'valuables'

export type OptionRule = { attribute: string; operator: string; value?: unknown }

/** Above `amount` (`gt`), or from `amount` on (`gte`), goods travel by valuables transport; below by insured parcel. */
export type CartValueFloor = { amount: number; operator: 'gt' | 'gte' }

/** A country's valuables limit in the currency its region's carts are in (the currency the rule compares). */
export type ValuablesLimit = CartValueFloor & { currency_code: string }

type ZoneOption = { type?: { code?: string | null } | null; rules?: OptionRule[] | null }
export type ServiceZone = {
  fulfillment_set?: { type?: string | null } | null
  geo_zones?: { type?: string | null; country_code?: string | null }[] | null
  shipping_options?: (ZoneOption | null)[] | null
}
export type RegionCountries = { currency_code: string; countries?: { iso_2?: string | null }[] | null }

/** What the shop's checkout asks Medusa for: options shown in the store that are not returns. */
const STORE_CONTEXT: Record<string, string> = { enabled_in_store: 'true', is_return: 'false' }

function holds(rule: OptionRule, value: string): boolean {
  const values = (Array.isArray(rule.value) ? rule.value : [rule.value]).map(String)
  switch (rule.operator) {
    case 'eq':
    case 'in':
      return values.includes(value)
    case 'ne':
    case 'nin':
      return !values.includes(value)
    default:
      return false
  }
}

/** Whether the checkout can offer the option: every rule on the store's context holds for it. */
export function offeredInShop(rules: OptionRule[]): boolean {
  return rules.every((rule) => !Object.hasOwn(STORE_CONTEXT, rule.attribute) || holds(rule, STORE_CONTEXT[rule.attribute]))
}

/** An amount as Medusa holds it (a number, or a rule's value as text); null when it is none or negative. */
export const amountOf = (value: unknown) => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN
  return Number.isFinite(amount) && amount >= 0 ? amount : null
}

/**
 * From which cart value an option is offered: its highest `item_total` lower bound (`gt` or `gte`; of two at the same
 * amount, `gt` is the narrower), or null when it has none (it is offered whatever the cart is worth).
 */
export function cartValueFloor(rules: OptionRule[]): CartValueFloor | null {
  let floor: CartValueFloor | null = null
  for (const rule of rules) {
    if (rule.attribute !== 'item_total' || (rule.operator !== 'gt' && rule.operator !== 'gte')) continue
    const amount = amountOf(rule.value)
    if (amount === null) continue
    if (!floor || amount > floor.amount || (amount === floor.amount && rule.operator === 'gt')) floor = { amount, operator: rule.operator }
  }
  return floor
}

const isValuablesTransport = (option: ZoneOption | null): option is ZoneOption => option?.type?.code === VALUABLES_TRANSPORT

/** Whether a zone ships to the whole country (a shipping zone with the country as one of its geo zones). */
export const coversCountry = (zone: Pick<ServiceZone, 'fulfillment_set' | 'geo_zones'>, country: string) =>
  zone.fulfillment_set?.type === 'shipping' && (zone.geo_zones ?? []).some((geo) => geo.type === 'country' && geo.country_code?.toLowerCase() === country)

/** Every country of the regions (lower-case ISO code) with its region. */
export function countriesOf<R extends RegionCountries>(regions: R[]): { country: string; region: R }[] {
  return regions.flatMap((region) => (region.countries ?? []).flatMap(({ iso_2 }) => (iso_2 ? [{ country: iso_2.toLowerCase(), region }] : [])))
}

/**
 * Each country's valuables limit: the cart-value floor of the valuables transport offered in the shop by the
 * shipping zones that cover the whole country, in the currency of the country's region. A country is left out
 * (its pages then state no amount) when no such option exists, when one has no floor, or when several disagree.
 */
export function valuablesLimits(zones: ServiceZone[], regions: RegionCountries[]): Record<string, ValuablesLimit> {
  const limits: Record<string, ValuablesLimit> = {}
  for (const { country, region } of countriesOf(regions)) {
    const floors = zones
      .filter((zone) => coversCountry(zone, country))
      .flatMap((zone) => (zone.shipping_options ?? []).filter(isValuablesTransport))
      .filter((option) => offeredInShop(option.rules ?? []))
      .map((option) => cartValueFloor(option.rules ?? []))
    const [first] = floors
    if (!first || floors.some((floor) => !floor || floor.amount !== first.amount || floor.operator !== first.operator)) continue
    limits[country] = { ...first, currency_code: region.currency_code.toLowerCase() }
  }
  return limits
}
