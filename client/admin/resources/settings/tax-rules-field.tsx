import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import type { FieldProps, Reference } from '../../engine/resource'
import { type MessageKey, useT } from '../../i18n'
import { Combobox } from '../../ui/fields/combobox'
import { REFERENCES } from '../references'

/** What an override rate can apply to, each chosen from its own list. */
export const RULE_TARGETS = {
  product_type: { label: 'taxes.references.product_type', reference: REFERENCES.types },
  product_category: { label: 'taxes.references.product_category', reference: REFERENCES.categories },
  product: { label: 'taxes.references.product', reference: REFERENCES.products },
} as const satisfies Record<string, { label: MessageKey; reference: Reference }>

export type RuleTarget = keyof typeof RULE_TARGETS

/** The rules of an override rate: each a product type, category or product it applies to; added and removed here. */
export function TaxRulesField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const { control, register, setValue, formState } = useFormContext()
  const { fields: lines, append, remove } = useFieldArray({ control, name })
  const values = (useWatch({ control, name }) ?? []) as { reference: RuleTarget; reference_id: string }[]
  const errors = (formState.errors[name] as unknown as { reference_id?: { message?: string } }[] | undefined) ?? []
  return (
    <div className="flex flex-col gap-2">
      {lines.length > 0 && (
        <ul className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200" aria-label={label}>
          {lines.map((line, index) => {
            const target = RULE_TARGETS[values[index]?.reference] ?? RULE_TARGETS.product_type
            const error = errors[index]?.reference_id?.message
            return (
              <li key={line.id} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start" data-rule={index}>
                <select
                  aria-label={t('taxes.ruleReference')}
                  {...register(`${name}.${index}.reference`, { onChange: () => setValue(`${name}.${index}.reference_id`, '') })}
                  disabled={disabled}
                  className="admin-input"
                >
                  {Object.entries(RULE_TARGETS).map(([value, option]) => (
                    <option key={value} value={value}>
                      {t(option.label)}
                    </option>
                  ))}
                </select>
                <div className="flex flex-col gap-1">
                  <Combobox
                    reference={target.reference}
                    label={t(target.label)}
                    value={values[index]?.reference_id ? [values[index].reference_id] : []}
                    onChange={(next) => setValue(`${name}.${index}.reference_id`, next[0] ?? '', { shouldDirty: true, shouldValidate: true })}
                    invalid={!!error}
                    disabled={disabled}
                  />
                  {error && (
                    <p role="alert" className="text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  className="admin-icon-btn h-9 w-9 text-red-700"
                  aria-label={t('taxes.removeRule')}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true" className="i-ph-trash" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <button
        type="button"
        className="admin-btn-secondary self-start"
        disabled={disabled}
        onClick={() => append({ reference: 'product_type', reference_id: '' })}
      >
        <span aria-hidden="true" className="i-ph-plus" />
        {t('taxes.addRule')}
      </button>
    </div>
  )
}
