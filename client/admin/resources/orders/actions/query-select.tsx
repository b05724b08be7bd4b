import { useQuery } from '@tanstack/react-query'
import { type ComponentType, useEffect } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import type { Locale } from '../../../../../rules/languages'
import type { FieldProps } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'

type Choice = { value: string; text: string }

type QuerySelectSpec = {
  /** The query's key (one list per kind, shared by every form that offers it). */
  key: readonly unknown[]
  load: (locale: Locale) => Promise<Choice[]>
  /** Chooses the first entry while the field is empty (the shop's one stock location). */
  first?: boolean
  /** An empty entry: the field may stay empty. */
  optional?: boolean
}

/**
 * A native select over choices Medusa lists (stock locations, refund reasons, shipping options), for fields of an
 * action's form: a phone shows its own picker, and the labels are data in the staff's language.
 */
export function querySelect({ key, load, first, optional }: QuerySelectSpec): ComponentType<FieldProps> {
  return function QuerySelect({ name, label, disabled }: FieldProps) {
    const t = useT()
    const locale = useLocale()
    const { setValue, control } = useFormContext()
    const value = useWatch({ control, name }) as string | undefined
    const choices = useQuery({ queryKey: [...key, locale], queryFn: () => load(locale), staleTime: 60_000 })
    const firstValue = choices.data?.[0]?.value
    useEffect(() => {
      if (first && !value && firstValue) setValue(name, firstValue, { shouldValidate: true })
    }, [value, firstValue, name, setValue])
    // controlled: a value prefilled before its choices arrive (the customer's shipping option) shows once they do
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <select
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-label={label}
            disabled={disabled || choices.isPending}
            aria-busy={choices.isPending}
            className="admin-input"
          >
            {(optional || !choices.data?.length) && <option value="">{choices.isPending ? t('state.loading') : t('fulfil.none')}</option>}
            {(choices.data ?? []).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.text}
              </option>
            ))}
          </select>
        )}
      />
    )
  }
}
