import { type ReactNode, useId } from 'react'
import { Controller, type FieldError, useFormContext } from 'react-hook-form'
import { useLocale, useT } from '../../i18n'
import { Combobox } from '../../ui/fields/combobox'
import { DatePicker } from '../../ui/fields/date-picker'
import { NumberInput } from '../../ui/fields/number-input'
import { StringsInput } from '../../ui/fields/strings-input'
import { optionText } from '../resource'
import type { ResolvedField } from '../schema-fields'

const errorAt = (errors: object, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors) as FieldError | undefined

/** One field of a described form: its label, the input its kind calls for, hint and error (linked for screen readers). */
export function FormField({ field, disabled }: { field: ResolvedField; disabled?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const { register, control, formState } = useFormContext()
  const id = useId()
  const error = errorAt(formState.errors, field.name)
  const hintId = field.hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const label = field.labelText ?? t(field.label)
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined, disabled }
  let input: ReactNode
  if (field.component) {
    const Custom = field.component
    input = <Custom name={field.name} label={label} hint={field.hint && t(field.hint)} disabled={disabled} />
  } else if (field.kind === 'textarea') input = <textarea {...common} {...register(field.name)} rows={5} maxLength={field.max} className="admin-input" />
  else if (field.kind === 'number')
    input = (
      <Controller
        control={control}
        name={field.name}
        render={({ field: f }) => (
          <NumberInput {...common} ref={f.ref} value={f.value} onChange={f.onChange} onBlur={f.onBlur} step={field.step} decimals={field.decimals} />
        )}
      />
    )
  else if (field.kind === 'switch')
    // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox states whether it is checked itself
    input = <input type="checkbox" role="switch" {...common} {...register(field.name)} className="admin-switch" />
  else if (field.kind === 'select')
    input = (
      <select {...common} {...register(field.name)} className="admin-input">
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {optionText(option, { t, locale })}
          </option>
        ))}
        {(field.choices ?? []).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </select>
    )
  else if (field.kind === 'checks')
    // a fixed list to choose several of (a piece's stones): one checkbox each, the group named by the field's label
    input = (
      <Controller
        control={control}
        name={field.name}
        render={({ field: f }) => {
          const chosen: string[] = f.value ?? []
          return (
            <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className="flex flex-wrap gap-x-5 gap-y-2">
              {(field.options ?? []).map((option) => (
                <label key={option.value} className="flex min-h-6 items-center gap-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    className="admin-checkbox"
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    disabled={disabled}
                    onBlur={f.onBlur}
                    onChange={(event) => f.onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))}
                  />
                  {optionText(option, { t, locale })}
                </label>
              ))}
            </div>
          )
        }}
      />
    )
  else if (field.kind === 'reference' || field.kind === 'references')
    input = (
      <Controller
        control={control}
        name={field.name}
        render={({ field: f }) => {
          const multiple = field.kind === 'references'
          const value: string[] = multiple ? (f.value ?? []) : f.value ? [f.value] : []
          return (
            <Combobox
              id={id}
              reference={field.reference!}
              multiple={multiple}
              value={value}
              onChange={(next) => f.onChange(multiple ? next : (next[0] ?? null))}
              label={label}
              invalid={!!error}
              describedBy={describedBy}
              disabled={disabled}
            />
          )
        }}
      />
    )
  else if (field.kind === 'strings')
    input = (
      <Controller
        control={control}
        name={field.name}
        render={({ field: f }) => (
          <StringsInput id={id} value={f.value ?? []} onChange={f.onChange} label={label} invalid={!!error} describedBy={describedBy} disabled={disabled} />
        )}
      />
    )
  else if (field.kind === 'date')
    input = (
      <Controller
        control={control}
        name={field.name}
        render={({ field: f }) => <DatePicker id={id} value={f.value ?? null} onChange={f.onChange} label={label} />}
      />
    )
  else {
    const type = field.kind === 'password' || field.kind === 'email' ? field.kind : 'text'
    input = <input type={type} autoComplete={field.autoComplete} {...common} {...register(field.name)} maxLength={field.max} className="admin-input" />
  }

  const inline = field.kind === 'switch'
  return (
    <div
      className={`${field.wide === false ? '' : 'sm:col-span-2'} ${inline ? 'flex flex-row-reverse items-center justify-end gap-3' : 'flex flex-col gap-1'}`}
      data-field={field.name}
    >
      <span className="flex items-baseline gap-1 text-sm font-medium text-stone-800">
        {field.kind === 'checks' ? <span id={`${id}-label`}>{label}</span> : <label htmlFor={id}>{label}</label>}
        {field.required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </span>
      {input}
      {field.hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {t(field.hint)}
        </p>
      )}
      {error?.message && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error.message}
        </p>
      )}
    </div>
  )
}
