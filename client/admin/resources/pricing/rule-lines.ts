import { z } from 'zod'
import { customIssue } from '../../engine/form/zod-messages'
import type { ListedRule, RuleContext } from './promotion-calls'
import type { RuleLine } from './rule-batch'

/**
 * One rule line of a form: Medusa's attribute, operator and chosen values (`rule_id` for a rule Medusa holds;
 * react-hook-form keeps `id` for itself). "equals" takes exactly one value.
 */
export const ruleLineSchema = z
  .object({ rule_id: z.string().optional(), attribute: z.string().min(1), operator: z.enum(['in', 'eq', 'ne']), values: z.array(z.string()).min(1) })
  .superRefine((line, context) => {
    if (line.operator === 'eq' && line.values.length > 1) context.addIssue(customIssue('promotions.rules.oneValue', ['values']))
  })

export const ruleLinesSchema = z.array(ruleLineSchema)

export type RuleLineValues = z.input<typeof ruleLineSchema>

export const toRuleLine = ({ rule_id, attribute, operator, values }: z.output<typeof ruleLineSchema>): RuleLine => ({
  ...(rule_id ? { id: rule_id } : {}),
  attribute,
  operator,
  values,
})

/** A rule as Medusa lists it, as a line of the edit form. */
export const fromListedRule = (rule: ListedRule): RuleLineValues => ({
  rule_id: rule.id,
  attribute: rule.attribute,
  operator: rule.operator,
  values: rule.values.map((value) => value.value),
})

/** A rule as Medusa lists it, as the batch compares it. */
export const ruleLineOf = (rule: ListedRule): RuleLine => ({
  id: rule.id,
  attribute: rule.attribute,
  operator: rule.operator,
  values: rule.values.map((value) => value.value),
})

/** A new rule for Medusa's create body. */
export const newRule = (line: z.output<typeof ruleLineSchema>) => ({ attribute: line.attribute, operator: line.operator, values: line.values })

/** The fields a form with rule lines carries so its lines know what they may test (the promotion's shape). */
export type RuleContextValues = {
  type: RuleContext['promotion_type']
  application_method: { type: RuleContext['application_method_type']; target_type: RuleContext['application_method_target_type'] }
}

export const ruleContextOfValues = (values: Partial<RuleContextValues>): RuleContext => ({
  promotion_type: values.type ?? 'standard',
  application_method_type: values.application_method?.type ?? 'percentage',
  application_method_target_type: values.application_method?.target_type ?? 'items',
})
