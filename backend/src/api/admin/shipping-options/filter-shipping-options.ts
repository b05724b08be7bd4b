import type { MedusaRequest } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { askedIds, beforeListQuery, narrowTo } from '../list-filters'

type Rule = { attribute: string; operator: string; value: unknown }

/** `true`/`false` as a query sends it, else null when absent; anything else is a 400. */
function flagOf(value: unknown, name: string): boolean | null {
  if (value === undefined) return null
  if (value === 'true' || value === true) return true
  if (value === 'false' || value === false) return false
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `${name} must be true or false`)
}

/** Whether an option's rules say `attribute eq "true"` (Medusa keeps the value as JSON: "true" or true). */
const says = (rules: Rule[], attribute: string) => rules.some((rule) => rule.attribute === attribute && rule.operator === 'eq' && String(rule.value) === 'true')

/**
 * GET /admin/shipping-options, before Medusa validates the query: Medusa 2.21 accepts `is_return` and `admin_only`
 * but hands them to the database as columns an option does not have (a 500, "Trying to query by not existing
 * property ShippingOption.is_return"). Both are rules of the option (`is_return eq true`, `enabled_in_store eq
 * false`), so they become the ids of the options whose rules say so; Medusa then filters, orders, pages and shapes
 * the list as always.
 */
export const filterShippingOptions = beforeListQuery('/admin/shipping-options', narrowOptionList)

async function narrowOptionList(req: MedusaRequest) {
  const query = req.query as Record<string, unknown>
  const isReturn = flagOf(query.is_return, 'is_return')
  const adminOnly = flagOf(query.admin_only, 'admin_only')
  delete query.is_return
  delete query.admin_only
  if (isReturn === null && adminOnly === null) return
  const graph = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = (await graph.graph({ entity: 'shipping_option', fields: ['id', 'rules.attribute', 'rules.operator', 'rules.value'] })) as {
    data: { id: string; rules?: Rule[] }[]
  }
  const given = askedIds(query)
  const ids = data
    .filter((option) => {
      const rules = option.rules ?? []
      const staffOnly = rules.some((rule) => rule.attribute === 'enabled_in_store' && rule.operator === 'eq' && String(rule.value) === 'false')
      if (isReturn !== null && says(rules, 'is_return') !== isReturn) return false
      if (adminOnly !== null && staffOnly !== adminOnly) return false
      return !given || given.includes(option.id)
    })
    .map((option) => option.id)
  narrowTo(query, ids, 'so_none')
}
