import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { type FieldValues, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form'
import { describeError, toApiError } from '../../api/errors'
import { useT } from '../../i18n'
import { FieldProblem, fieldOfMessage, unshownErrors } from '../field-errors'
import type { FormSpec } from '../resource'
import { lineFields, resolveFields } from '../schema-fields'
import { FormField } from './form-field'
import { LinesField } from './lines-field'
import { zodMessage } from './zod-messages'

type ResourceFormProps<T> = {
  spec: FormSpec<any, T>
  item?: T
  submitLabel: string
  /** Sends the body; a thrown 400 is shown under the field it names. */
  onSubmit: (body: Record<string, unknown>, values: FieldValues) => Promise<unknown>
  onCancel?: () => void
  /** Marks the form as changed (a drawer asks before throwing the changes away). */
  onDirty?: (dirty: boolean) => void
}

/**
 * A described form: one zod schema validates it (in the admin's language), its fields follow from the schema,
 * and the server's 400 lands on the field its message names, else above the buttons.
 */
export function ResourceForm<T>({ spec, item, submitLabel, onSubmit, onCancel, onDirty }: ResourceFormProps<T>) {
  const t = useT()
  const fields = useMemo(() => resolveFields(spec.schema, spec.fields), [spec])
  const form = useForm({
    resolver: zodResolver(spec.schema, { error: (issue) => zodMessage(t, issue) }) as unknown as Resolver<FieldValues>,
    defaultValues: useMemo(() => spec.values(item), [spec, item]) as FieldValues,
    mode: 'onTouched',
  })
  const [formError, setFormError] = useState<string | null>(null)
  // fields shown only for some values (`when`) follow the values as staff type
  const watched = useWatch({ control: form.control }) as FieldValues
  const shown = fields.filter((field) => !field.when || field.when({ ...form.getValues(), ...watched }))
  const dirty = form.formState.isDirty
  useEffect(() => onDirty?.(dirty), [dirty, onDirty])

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null)
      try {
        await onSubmit(spec.toBody(values, item), values)
        form.reset(values)
      } catch (error) {
        const { status, message } = toApiError(error)
        const names = fields.map((f) => f.name)
        const field =
          error instanceof FieldProblem ? (names.find((name) => name === error.field) ?? null) : status === 400 ? fieldOfMessage(message, names) : null
        if (field) {
          form.setError(field, { type: 'server', message })
          form.setFocus(field)
        } else setFormError(error instanceof FieldProblem ? error.message : describeError(t, error))
      }
    },
    (errors) => {
      // an error no shown field displays would otherwise leave the button doing nothing
      const unshown = unshownErrors(
        errors,
        shown.map((field) => field.name),
      )
      const label = (path: string) => {
        const field = fields.find((candidate) => path === candidate.name || path.startsWith(`${candidate.name}.`))
        return field ? (field.labelText ?? t(field.label)) : path
      }
      setFormError(unshown.length ? t('form.notSaved', { problems: unshown.map(({ path, message }) => `${label(path)}: ${message}`).join(' · ') }) : null)
    },
  )

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {shown.map((field) =>
            field.kind === 'lines' ? (
              <LinesField key={field.name} field={field} inputs={lineFields(spec.schema, field)} disabled={form.formState.isSubmitting} />
            ) : (
              <FormField key={field.name} field={field} disabled={form.formState.isSubmitting} />
            ),
          )}
        </div>
        {formError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          {onCancel && (
            <button type="button" className="admin-btn-secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
              {t('generic.cancel')}
            </button>
          )}
          <button type="submit" className="admin-btn-primary" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <span aria-hidden="true" className="i-ph-circle-notch animate-spin" />}
            {submitLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
