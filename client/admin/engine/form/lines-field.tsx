import { useId } from 'react'
import { type FieldError, useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useT } from '../../i18n'
import type { ResolvedField } from '../schema-fields'
import { FormField } from './form-field'

/**
 * A repeating field: one line per entry of an array (an order's items), each named by its own values and with
 * the inputs the description gives a line (a quantity, a reason). Lines come from the form's values (prefilled
 * from the rows an action runs on); staff change them, and add and remove lines where the description lets them
 * (`lines.add`: a service zone's geo zones, a shipping option's cart-value rules).
 */
export function LinesField({ field, inputs, disabled }: { field: ResolvedField; inputs: ResolvedField[]; disabled?: boolean }) {
  const { control, formState } = useFormContext()
  const { fields: lines, append, remove } = useFieldArray({ control, name: field.name })
  const values = (useWatch({ control, name: field.name }) ?? []) as Record<string, unknown>[]
  // the label heads the lines: a form with two of them (what comes back, what goes out) must tell them apart
  const t = useT()
  const labelId = useId()
  const spec = field.lines!
  const error = field.name.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], formState.errors) as
    | (FieldError & { root?: FieldError })
    | undefined
  const message = error?.message ?? error?.root?.message
  return (
    <>
      <p id={labelId} className="-mb-2 text-sm font-medium text-stone-800 sm:col-span-2">
        {t(field.label)}
      </p>
      {field.hint && <p className="-mt-2 -mb-2 text-xs text-stone-600 sm:col-span-2">{t(field.hint)}</p>}
      {(lines.length > 0 || !spec.add) && (
        <ul
          className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200 sm:col-span-2"
          data-lines={field.name}
          aria-labelledby={labelId}
        >
          {lines.map((line, index) => {
            const own = values[index] ?? {}
            const title = spec.text?.(own)
            return (
              <li key={line.id} className="flex flex-col gap-3 p-3" data-line={index}>
                {title && <p className="text-sm font-medium text-stone-900">{title}</p>}
                {spec.add && (
                  <button
                    type="button"
                    className="admin-icon-btn -mb-2 h-8 w-8 self-end text-red-700"
                    aria-label={t('engine.remove', { label: title || `${t(field.label)} ${index + 1}` })}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true" className="i-ph-trash" />
                  </button>
                )}
                <div className="grid gap-3 sm:grid-cols-2">
                  {inputs
                    .filter((input) => !spec.shows || spec.shows(own, input.name))
                    .map((input) => (
                      <FormField key={input.name} field={{ ...input, name: `${field.name}.${index}.${input.name}`, wide: false }} disabled={disabled} />
                    ))}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {message && (
        <p className="text-sm text-red-700 sm:col-span-2" role="alert">
          {message}
        </p>
      )}
      {spec.add && (
        <button
          type="button"
          className="admin-btn-secondary self-start sm:col-span-2 justify-self-start"
          disabled={disabled}
          onClick={() => append(spec.add!.line())}
        >
          <span aria-hidden="true" className="i-ph-plus" />
          {t(spec.add.label)}
        </button>
      )}
    </>
  )
}
