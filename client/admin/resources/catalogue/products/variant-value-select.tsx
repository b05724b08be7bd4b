import { useFormContext, useWatch } from 'react-hook-form'
import type { FieldProps } from '../../../engine/resource'
import { useT } from '../../../i18n'

/** The value every existing variant gets of a new option: one of the values typed in the same form so far. */
export function VariantValueSelect({ name, label, disabled }: FieldProps) {
  const t = useT()
  const { register, control } = useFormContext()
  const values = ((useWatch({ control, name: 'values' }) as string[] | undefined) ?? []).map((value) => value.trim()).filter(Boolean)
  return (
    <select {...register(name)} aria-label={label} disabled={disabled} className="admin-input">
      <option value="">{t('productOptions.chooseValue')}</option>
      {[...new Set(values)].map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </select>
  )
}
