import { parseAmount } from '../../../../rules/typed-amount'
import { keyOfPrice, type Price } from '../catalogue/products/prices'

/**
 * A shipping option's prices as the form edits them: one cell per currency (`currency:eur`) and per region
 * (`region:reg_…`), the amount as typed; an empty cell is no price. A price with other rules (an `item_total` tier)
 * is no cell and stays as it is.
 */
export type PriceCells = Record<string, string>

/** The cells of an option's stored prices (amounts in major units, as Medusa answers). */
export function priceCells(prices: readonly Price[] | null | undefined): PriceCells {
  const cells: PriceCells = {}
  for (const price of prices ?? []) {
    const key = keyOfPrice(price)
    if (key) cells[key] = String(Number(price.amount))
  }
  return cells
}

type PriceBody = {
  id?: string
  currency_code?: string
  region_id?: string
  amount: number
  rules?: { attribute: 'item_total'; operator: string; value: number }[]
}

const regionOf = (price: Price) => price.price_rules?.find((rule) => rule.attribute === 'region_id')?.value ?? price.rules?.region_id

/** The currency prices are set in (the others follow at the shop's rates): cart-value tiers are stated in it. */
const TIER_CURRENCY = 'eur'

/** A price from a cart value on ("free from 500 €": from 500, amount 0), as the form edits it: amounts as typed. */
export type PriceTier = { id?: string; from: string; amount: string }

type TierRule = { attribute: string; value: string | number; operator?: string }

/** A stored price that is a tier the form edits: in the tier currency, for the whole shop, from a cart value on. */
function tierOf(price: Price): PriceTier | null {
  const rules = (price.price_rules ?? []) as TierRule[]
  if (price.currency_code?.toLowerCase() !== TIER_CURRENCY || rules.length !== 1) return null
  const [rule] = rules
  if (rule.attribute !== 'item_total' || rule.operator !== 'gte') return null
  return { ...(price.id ? { id: price.id } : {}), from: String(Number(rule.value)), amount: String(Number(price.amount)) }
}

/** The option's cart-value tiers, lowest cart value first. */
export const priceTiers = (prices: readonly Price[] | null | undefined): PriceTier[] =>
  (prices ?? []).flatMap((price) => tierOf(price) ?? []).sort((a, b) => Number(a.from) - Number(b.from))

const amountOf = (typed: string) => {
  const amount = parseAmount(typed)
  if (amount === null) throw new Error(`no amount: ${typed}`)
  return amount
}

/** A stored price the grid does not show, sent back as it is (Medusa replaces an option's prices with the list it gets). */
function keptPrice(price: Price): PriceBody {
  const region = regionOf(price)
  const tiers = ((price.price_rules ?? []) as { attribute: string; value: string; operator?: string }[])
    .filter((rule) => rule.attribute === 'item_total')
    .map((rule) => ({ attribute: 'item_total' as const, operator: rule.operator ?? 'eq', value: Number(rule.value) }))
  return {
    ...(price.id ? { id: price.id } : {}),
    ...(region ? { region_id: region } : { currency_code: price.currency_code }),
    amount: Number(price.amount),
    ...(tiers.length ? { rules: tiers } : {}),
  }
}

/**
 * The `prices` of a create or update body: each filled cell as `{ currency_code, amount }` or `{ region_id, amount }`
 * (keeping the id of the price it replaces), the tiers as prices with an `item_total` rule (`gte` the cart value),
 * then the stored prices neither shows. Cells and tiers must hold amounts (the form's schema checks them first).
 */
export function pricesBody(cells: PriceCells, stored: readonly Price[] = [], tiers: readonly PriceTier[] = priceTiers(stored)): PriceBody[] {
  const filled = Object.entries(cells).flatMap(([key, typed]): PriceBody[] => {
    if (!typed.trim()) return []
    const amount = amountOf(typed)
    const [kind, code] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
    const id = stored.find((price) => keyOfPrice(price) === key)?.id
    return [{ ...(id ? { id } : {}), ...(kind === 'region' ? { region_id: code } : { currency_code: code }), amount }]
  })
  const tiered: PriceBody[] = tiers.map((tier) => ({
    ...(tier.id ? { id: tier.id } : {}),
    currency_code: TIER_CURRENCY,
    amount: amountOf(tier.amount),
    rules: [{ attribute: 'item_total', operator: 'gte', value: amountOf(tier.from) }],
  }))
  return [...filled, ...tiered, ...stored.filter((price) => keyOfPrice(price) === null && !tierOf(price)).map(keptPrice)]
}
