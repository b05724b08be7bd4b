import type { AdminPromotion } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { customIssue } from '../../engine/form/zod-messages'
import { queryKeys } from '../../engine/query-keys'
import { actionOf, formOf, type SectionProps } from '../../engine/resource'
import { ActionDialog } from '../../engine/screens/action-dialog'
import { type MessageKey, useT } from '../../i18n'
import { ErrorState, Loading } from '../../ui/query-state'
import { type ListedRule, listRules, type RuleAttribute, ruleContextOf } from './promotion-calls'
import type { RuleType } from './rule-batch'
import { fromListedRule, type RuleContextValues, ruleLineOf, ruleLinesSchema, toRuleLine } from './rule-lines'
import { saveRules } from './rule-save'
import { attributeText, operatorText } from './rule-texts'
import { rulesField, useRuleAttributes } from './rules-field'

const FIELDS = { rules: rulesField('rules'), 'target-rules': rulesField('target-rules'), 'buy-rules': rulesField('buy-rules') }

const TEXTS: Record<RuleType, { title: MessageKey; hint: MessageKey; edit: MessageKey }> = {
  rules: { title: 'promotions.rules.rules', hint: 'promotions.rules.rulesHint', edit: 'promotions.rules.editRules' },
  'target-rules': { title: 'promotions.rules.target-rules', hint: 'promotions.rules.target-rulesHint', edit: 'promotions.rules.editTarget-rules' },
  'buy-rules': { title: 'promotions.rules.buy-rules', hint: 'promotions.rules.buy-rulesHint', edit: 'promotions.rules.editBuy-rules' },
}

/** The kinds of rules a promotion has: conditions always, target rules unless it discounts the whole order, buy rules for buy-get. */
const ruleTypesOf = (promotion: AdminPromotion): RuleType[] => [
  'rules',
  ...(promotion.application_method?.target_type === 'order' ? [] : (['target-rules'] as const)),
  ...(promotion.type === 'buyget' ? (['buy-rules'] as const) : []),
]

const shapeOf = (promotion: AdminPromotion): RuleContextValues => {
  const context = ruleContextOf(promotion)
  return { type: context.promotion_type, application_method: { type: context.application_method_type, target_type: context.application_method_target_type } }
}

/**
 * Staff edit all rules of one kind at once; saving sends what changed as one batch call (created, updated,
 * deleted together), so nothing is half-saved (`saveRules`).
 */
function editRules(ruleType: RuleType, rules: ListedRule[]) {
  return actionOf<AdminPromotion>()({
    id: `edit-${ruleType}`,
    label: TEXTS[ruleType].edit,
    confirm: { title: TEXTS[ruleType].edit, text: TEXTS[ruleType].hint, action: 'engine.save' },
    form: formOf<AdminPromotion[]>()({
      schema: z
        .object({
          lines: ruleLinesSchema,
          type: z.enum(['standard', 'buyget']),
          application_method: z.object({ type: z.enum(['percentage', 'fixed']), target_type: z.enum(['items', 'shipping_methods', 'order']) }),
        })
        .superRefine((values, context) => {
          // Medusa keeps a buy-get promotion's buy and target rules: at least one of each
          if (ruleType !== 'rules' && values.type === 'buyget' && !values.lines.length)
            context.addIssue(customIssue(ruleType === 'buy-rules' ? 'promotions.buyRulesNeeded' : 'promotions.targetRulesNeeded', ['lines']))
        }),
      fields: [{ name: 'lines', label: TEXTS[ruleType].title, component: FIELDS[ruleType] }],
      values: (rows) => ({ lines: rules.map(fromListedRule), ...shapeOf(rows![0]) }),
      toBody: (values) => values,
    }),
    run: ([promotion], values) => saveRules(promotion.id, ruleType, rules.map(ruleLineOf), values.lines.map(toRuleLine)),
    done: 'promotions.rules.saved',
  })
}

function RuleList({ rules, attributes }: { rules: ListedRule[]; attributes: RuleAttribute[] }) {
  const t = useT()
  if (!rules.length) return <p className="text-sm text-stone-600">{t('promotions.rules.none')}</p>
  // Medusa's answer names the attribute in English only: the shop's text comes from the attribute's option id
  const nameOf = (rule: ListedRule) => {
    const option = attributes.find((candidate) => candidate.value === rule.attribute)
    return option ? attributeText(t, option) : (rule.attribute_label ?? rule.attribute)
  }
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {rules.map((rule) => (
        <li key={rule.id} className="min-w-0 break-words" data-rule={rule.attribute}>
          <span className="font-medium text-stone-900">{nameOf(rule)}</span> <span className="text-stone-600">{operatorText(t, rule.operator)}</span>{' '}
          <span className="text-stone-900">{rule.values.map((value) => value.label).join(', ')}</span>
        </li>
      ))}
    </ul>
  )
}

function RuleCard({ promotion, ruleType, resource }: { promotion: AdminPromotion; ruleType: RuleType; resource: SectionProps<AdminPromotion>['resource'] }) {
  const t = useT()
  const [editing, setEditing] = useState(false)
  const rules = useQuery({ queryKey: queryKeys('promotions').part(promotion.id, ruleType), queryFn: ({ signal }) => listRules(promotion.id, ruleType, signal) })
  const attributes = useRuleAttributes(ruleType, ruleContextOf(promotion))
  const texts = TEXTS[ruleType]
  return (
    <section className="admin-card" aria-labelledby={`rules-${ruleType}`} data-section={`rules-${ruleType}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 id={`rules-${ruleType}`} className="font-semibold text-stone-900">
          {t(texts.title)}
        </h2>
        <button type="button" className="admin-btn-secondary py-1.5" disabled={!rules.data} onClick={() => setEditing(true)}>
          <span aria-hidden="true" className="i-ph-pencil-simple" />
          {t(texts.edit)}
        </button>
      </div>
      <div className="flex flex-col gap-2 px-4 py-3">
        <p className="text-xs text-stone-600">{t(texts.hint)}</p>
        {rules.isPending ? (
          <Loading />
        ) : rules.isError ? (
          <ErrorState error={rules.error} retry={() => void rules.refetch()} />
        ) : (
          <RuleList rules={rules.data} attributes={attributes.data ?? []} />
        )}
      </div>
      {editing && rules.data && (
        <ActionDialog resource={resource} rows={[promotion]} action={editRules(ruleType, rules.data)} onClose={() => setEditing(false)} />
      )}
    </section>
  )
}

/** The promotion's rules by kind (`GET /admin/promotions/{id}/{ruleType}`), each kind edited in one batch. */
export default function PromotionRulesSection({ item, resource }: SectionProps<AdminPromotion>) {
  return (
    <div className="flex flex-col gap-6" data-section="rules">
      {ruleTypesOf(item).map((ruleType) => (
        <RuleCard key={ruleType} promotion={item} ruleType={ruleType} resource={resource} />
      ))}
    </div>
  )
}
