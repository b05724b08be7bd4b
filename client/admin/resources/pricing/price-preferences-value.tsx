import { useEffect, useRef } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import type { FieldProps } from '../../engine/resource'
import { useT } from '../../i18n'
import { type PreferenceAttribute, usePreferenceChoices } from './price-preferences-choices'

/**
 * The region or currency a preference is for, chosen from Medusa's (a select that follows the attribute). Values
 * that have a preference already cannot be chosen again (Medusa keeps one per value); the one being edited can.
 */
export function PreferenceValueField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const { control, setValue, formState } = useFormContext()
  const attribute = useWatch({ control, name: 'attribute' }) as PreferenceAttribute
  const own = (formState.defaultValues as { attribute?: string; value?: string } | undefined) ?? {}
  const choices = usePreferenceChoices(attribute)
  // another attribute: the chosen value belongs to the other kind
  const previous = useRef(attribute)
  useEffect(() => {
    if (previous.current !== attribute) setValue(name, '', { shouldDirty: true })
    previous.current = attribute
  }, [attribute, name, setValue])
  const taken = new Set((choices.data?.taken ?? []).filter((value) => !(own.attribute === attribute && own.value === value)))
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <select
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-label={label}
          aria-invalid={fieldState.invalid || undefined}
          disabled={disabled || choices.isPending}
          aria-busy={choices.isPending}
          className="admin-input"
        >
          <option value="">{choices.isPending ? t('state.loading') : t('engine.choose')}</option>
          {(choices.data?.choices ?? []).map((choice) => (
            <option key={choice.value} value={choice.value} disabled={taken.has(choice.value)}>
              {taken.has(choice.value) ? `${choice.text} – ${t('pricePreferences.taken')}` : choice.text}
            </option>
          ))}
        </select>
      )}
    />
  )
}
