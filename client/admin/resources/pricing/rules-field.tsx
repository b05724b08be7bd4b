import { useQuery } from '@tanstack/react-query'
import { type ComponentType, useId, useMemo } from 'react'
import { type FieldError, useController, useFormContext, useWatch } from 'react-hook-form'
import { queryKeys } from '../../engine/query-keys'
import type { FieldProps, Reference } from '../../engine/resource'
import { useT } from '../../i18n'
import { Combobox } from '../../ui/fields/combobox'
import { type RuleAttribute, type RuleContext, ruleAttributes, ruleValues } from './promotion-calls'
import type { RuleType } from './rule-batch'
import { type RuleContextValues, type RuleLineValues, ruleContextOfValues } from './rule-lines'
import { attributeText, operatorText } from './rule-texts'

/** The values an attribute may take, found as staff type (Medusa's rule-value options: names, never ids). */
function valuesReference(ruleType: RuleType, attributeId: string, target: RuleContext['application_method_target_type']): Reference {
  const common = { application_method_target_type: target }
  return {
    name: 'promotions',
    path: `/admin/promotions/rule-value-options/${ruleType}/${attributeId}`,
    listKey: 'values',
    label: 'label',
    choices: {
      search: (search, signal) => ruleValues(ruleType, attributeId, { ...common, limit: 50, ...(search ? { q: search } : {}) }, signal),
      labels: (values, signal) => ruleValues(ruleType, attributeId, { ...common, value: values, limit: values.length }, signal),
    },
  }
}

/** The attributes a rule of this kind may test, for a promotion of this shape. */
export function useRuleAttributes(ruleType: RuleType, context: RuleContext) {
  return useQuery({
    queryKey: [...queryKeys('promotions').lookup(`attributes:${ruleType}`), context],
    queryFn: ({ signal }) => ruleAttributes(ruleType, context, signal),
    staleTime: 5 * 60_000,
  })
}

type LineErrors = { attribute?: FieldError; values?: FieldError; operator?: FieldError }

function RuleLineInputs({
  ruleType,
  context,
  attributes,
  line,
  errors,
  disabled,
  onChange,
  onRemove,
  index,
}: {
  ruleType: RuleType
  context: RuleContext
  attributes: RuleAttribute[]
  line: RuleLineValues
  errors?: LineErrors
  disabled?: boolean
  onChange: (line: RuleLineValues) => void
  onRemove: () => void
  index: number
}) {
  const t = useT()
  const id = useId()
  const attribute = attributes.find((candidate) => candidate.value === line.attribute)
  const operators = attribute?.operators.map((operator) => operator.value) ?? ['in', 'eq', 'ne']
  const reference = useMemo(
    () => (attribute ? valuesReference(ruleType, attribute.id, context.application_method_target_type) : null),
    [ruleType, attribute, context.application_method_target_type],
  )
  const number = index + 1
  const error = (field: keyof LineErrors) => errors?.[field]?.message
  return (
    <li className="flex flex-col gap-2 rounded-md border border-stone-200 p-3" data-rule-line={index}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 grow basis-44 flex-col gap-1">
          <label htmlFor={`${id}-attribute`} className="text-xs font-medium text-stone-700">
            {t('promotions.rules.attribute', { number })}
          </label>
          <select
            id={`${id}-attribute`}
            className="admin-input"
            value={line.attribute}
            disabled={disabled}
            aria-invalid={error('attribute') ? true : undefined}
            onChange={(event) => {
              const next = attributes.find((candidate) => candidate.value === event.target.value)
              onChange({ ...line, attribute: event.target.value, operator: next?.operators[0]?.value ?? 'in', values: [] })
            }}
          >
            <option value="">{t('engine.choose')}</option>
            {attributes.map((candidate) => (
              <option key={candidate.value} value={candidate.value}>
                {attributeText(t, candidate)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 grow basis-32 flex-col gap-1">
          <label htmlFor={`${id}-operator`} className="text-xs font-medium text-stone-700">
            {t('promotions.rules.operator', { number })}
          </label>
          <select
            id={`${id}-operator`}
            className="admin-input"
            value={line.operator}
            disabled={disabled}
            onChange={(event) => onChange({ ...line, operator: event.target.value as RuleLineValues['operator'] })}
          >
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {operatorText(t, operator)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="admin-icon-btn shrink-0" aria-label={t('promotions.rules.remove', { number })} disabled={disabled} onClick={onRemove}>
          <span aria-hidden="true" className="i-ph-trash" />
        </button>
      </div>
      {error('attribute') && (
        <p role="alert" className="text-sm text-red-700">
          {error('attribute')}
        </p>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-values`} className="text-xs font-medium text-stone-700">
          {t('promotions.rules.values', { number })}
        </label>
        {reference ? (
          <Combobox
            id={`${id}-values`}
            reference={reference}
            multiple
            value={line.values}
            onChange={(values) => onChange({ ...line, values })}
            label={t('promotions.rules.values', { number })}
            invalid={!!error('values')}
            disabled={disabled}
          />
        ) : (
          <p id={`${id}-values`} className="admin-input text-stone-500">
            {t('promotions.rules.attributeFirst')}
          </p>
        )}
        {error('values') && (
          <p role="alert" className="text-sm text-red-700">
            {error('values')}
          </p>
        )}
      </div>
    </li>
  )
}

/**
 * The rules of one kind as a field of a form: one line per rule (attribute, operator, values chosen by name from
 * Medusa's options), lines added and removed. What a line may test follows from the form's promotion shape
 * (its type, the application method's type and target: `RuleContextValues`).
 */
export function rulesField(ruleType: RuleType): ComponentType<FieldProps> {
  return function RulesField({ name, label, disabled }: FieldProps) {
    const t = useT()
    const { control } = useFormContext()
    const { field, fieldState } = useController({ control, name })
    const shape = useWatch({ control, name: ['type', 'application_method.type', 'application_method.target_type'] }) as [
      RuleContextValues['type'],
      RuleContextValues['application_method']['type'],
      RuleContextValues['application_method']['target_type'],
    ]
    const context = ruleContextOfValues({ type: shape[0], application_method: { type: shape[1], target_type: shape[2] } })
    const attributes = useRuleAttributes(ruleType, context)
    const lines = (field.value ?? []) as RuleLineValues[]
    const errors = (fieldState.error as unknown as (LineErrors | undefined)[] | undefined) ?? []
    const set = (next: RuleLineValues[]) => field.onChange(next)
    return (
      <fieldset className="flex flex-col gap-2" data-rules={ruleType} aria-label={label}>
        {lines.length === 0 && <p className="text-sm text-stone-600">{t('promotions.rules.none')}</p>}
        {lines.length > 0 && (
          <ul className="flex flex-col gap-2">
            {lines.map((line, index) => (
              <RuleLineInputs
                key={index}
                index={index}
                ruleType={ruleType}
                context={context}
                attributes={attributes.data ?? []}
                line={line}
                errors={errors[index]}
                disabled={disabled || attributes.isPending}
                onChange={(next) => set(lines.map((current, at) => (at === index ? next : current)))}
                onRemove={() => set(lines.filter((_, at) => at !== index))}
              />
            ))}
          </ul>
        )}
        <button
          type="button"
          className="admin-btn-secondary self-start py-1.5"
          disabled={disabled}
          onClick={() => set([...lines, { attribute: '', operator: 'in', values: [] }])}
        >
          <span aria-hidden="true" className="i-ph-plus" />
          {t('promotions.rules.add')}
        </button>
      </fieldset>
    )
  }
}
