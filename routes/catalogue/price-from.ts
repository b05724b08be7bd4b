import { roundCents } from '../../rules/money'
import type { Money } from '../api-types'

/**
 * Whether a product's variants cost different amounts, so a single price must read 'from …'.
 * Variants without a price in the region do not count; different currencies never mix in one region.
 */
export function pricesDiffer(prices: readonly (Money | null | undefined)[]): boolean {
  const amounts = new Set(prices.filter((price): price is Money => !!price).map((price) => roundCents(price.amount)))
  return amounts.size > 1
}
