import type { AdminPriceList } from '@medusajs/types'

/**
 * The rule that limits a price list to customer groups. Medusa 2 prices a cart and a signed-in customer's products
 * with the context `customer.groups.id` (its migration renamed the older `customer_group_id`): a list whose rule
 * names the old attribute would never apply to anybody.
 */
export const CUSTOMER_GROUP_RULE = 'customer.groups.id'

/** The customer groups a list is limited to; none: it applies to everybody. */
export function groupsOf(list: Pick<AdminPriceList, 'rules'>): string[] {
  const value = list.rules?.[CUSTOMER_GROUP_RULE] as unknown
  return value === undefined || value === null ? [] : [value].flat().map(String)
}

/** Draft (off), scheduled (before its start), active, or expired (after its end). */
export type PriceListState = 'draft' | 'scheduled' | 'active' | 'expired'

/** Whether a list gives its prices now, as Medusa decides: active and within its dates. */
export function stateOf(list: Pick<AdminPriceList, 'status' | 'starts_at' | 'ends_at'>, now = new Date()): PriceListState {
  if (list.status !== 'active') return 'draft'
  if (list.starts_at && Date.parse(list.starts_at) > now.getTime()) return 'scheduled'
  if (list.ends_at && Date.parse(list.ends_at) <= now.getTime()) return 'expired'
  return 'active'
}
