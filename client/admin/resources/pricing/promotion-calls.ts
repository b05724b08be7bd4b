import type { AdminPromotion } from '@medusajs/types'
import { request } from '../../engine/calls'
import type { Choice } from '../../engine/resource'
import type { RuleBatch, RuleOperator } from './rule-batch'

/** A rule as `GET /admin/promotions/{id}/{ruleType}` answers it: its values named (a category's name, not its id). */
export type ListedRule = { id?: string; attribute: string; attribute_label?: string; operator: RuleOperator; values: Choice[]; disguised?: boolean }

/**
 * What a rule may test, as `GET /admin/promotions/rule-attribute-options/{ruleType}` lists it: `id` names the
 * value options (`product_category`), `value` is what the rule stores (`items.product.categories.id`). Disguised
 * ones are fields of the application method (its currency, the buy-get quantities), edited in the promotion's form.
 */
export type RuleAttribute = {
  id: string
  value: string
  label: string
  operators: { value: RuleOperator; label: string }[]
  field_type?: string
  disguised?: boolean
}

/** What the rules of a promotion depend on: its type and its application method's type and target. */
export type RuleContext = {
  promotion_type: 'standard' | 'buyget'
  application_method_type: 'fixed' | 'percentage'
  application_method_target_type: 'items' | 'shipping_methods' | 'order'
}

export const ruleContextOf = (promotion: AdminPromotion): RuleContext => ({
  promotion_type: promotion.type ?? 'standard',
  application_method_type: promotion.application_method?.type ?? 'percentage',
  application_method_target_type: promotion.application_method?.target_type ?? 'items',
})

const encode = encodeURIComponent

/** The rules of one kind, their values named; the disguised ones (application-method fields) left out. */
export async function listRules(id: string, ruleType: 'rules' | 'target-rules' | 'buy-rules', signal?: AbortSignal): Promise<ListedRule[]> {
  const { rules } = await request<{ rules: ListedRule[] }>(`/admin/promotions/${encode(id)}/${ruleType}`, { signal })
  return rules.filter((rule) => !rule.disguised && rule.id)
}

/** Creates, updates and deletes rules of one kind in one call (nothing half-saved). */
export const batchRules = (id: string, ruleType: 'rules' | 'target-rules' | 'buy-rules', batch: RuleBatch) =>
  request<{ created: unknown[]; updated: unknown[]; deleted: { ids: string[] } }>(`/admin/promotions/${encode(id)}/${ruleType}/batch`, {
    method: 'POST',
    body: batch,
  })

/** What a rule of this kind may test for a promotion of this shape (disguised attributes left out). */
export async function ruleAttributes(ruleType: 'rules' | 'target-rules' | 'buy-rules', context: RuleContext, signal?: AbortSignal): Promise<RuleAttribute[]> {
  const { attributes } = await request<{ attributes: RuleAttribute[] }>(`/admin/promotions/rule-attribute-options/${ruleType}`, { query: context, signal })
  return attributes.filter((attribute) => !attribute.disguised)
}

/** The values an attribute may take (`id` of the attribute option), found by name or named by value. */
export async function ruleValues(
  ruleType: 'rules' | 'target-rules' | 'buy-rules',
  attributeId: string,
  query: { q?: string; value?: string[]; limit?: number; application_method_target_type?: RuleContext['application_method_target_type'] },
  signal?: AbortSignal,
): Promise<Choice[]> {
  const { values } = await request<{ values: { label: string | null; value: string }[] }>(
    `/admin/promotions/rule-value-options/${ruleType}/${encode(attributeId)}`,
    { query, signal },
  )
  return values.map((entry) => ({ value: entry.value, label: entry.label ?? entry.value }))
}
