import { useId } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useT } from '../../i18n'
import type { ResolvedField } from '../schema-fields'
import { FormField } from './form-field'

/**
 * A repeating field: one line per entry of an array (an order's items), each named by its own values and with
 * the inputs the description gives a line (a quantity, a reason). Lines come from the form's values (prefilled
 * from the rows an action runs on); staff change them, they do not add or drop lines.
 */
export function LinesField({ field, inputs, disabled }: { field: ResolvedField; inputs: ResolvedField[]; disabled?: boolean }) {
  const { control } = useFormContext()
  const { fields: lines } = useFieldArray({ control, name: field.name })
  const values = (useWatch({ control, name: field.name }) ?? []) as Record<string, unknown>[]
  // the label heads the lines: a form with two of them (what comes back, what goes out) must tell them apart
  const t = useT()
  const labelId = useId()
  return (
    <>
      <p id={labelId} className="-mb-2 text-sm font-medium text-stone-800 sm:col-span-2">{t(field.label)}</p>
      <ul className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200 sm:col-span-2" data-lines={field.name} aria-labelledby={labelId}>
        {lines.map((line, index) => (
          <li key={line.id} className="flex flex-col gap-3 p-3" data-line={index}>
            <p className="text-sm font-medium text-stone-900">{field.lines!.text(values[index] ?? {})}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {inputs.map((input) => (
                <FormField key={input.name} field={{ ...input, name: `${field.name}.${index}.${input.name}`, wide: false }} disabled={disabled} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
