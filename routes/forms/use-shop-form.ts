import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, type FieldError, type FieldErrors, type FieldPath, type FieldValues, get, useForm } from 'react-hook-form'
import type * as z from 'zod/mini'

/**
 * A storefront form on react-hook-form: checked by its zod schema on submit (and again on the next submit, never
 * while typing), the focus on the first invalid field at once. `field(name)` gives a `TextField` its id
 * (`{prefix}-{name}` unless given), value, handlers and message, so the input is wired to its error for assistive technology.
 */
export function useShopForm<Values extends FieldValues>(
  prefix: string,
  schema: z.ZodMiniType<Values, Values>,
  defaultValues: Values,
  /** Problems the server found before the page was rendered (a form posted without JavaScript); the same object on every render. */
  errors?: FieldErrors<Values>,
) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaultValues as DefaultValues<Values>, reValidateMode: 'onSubmit', errors })
  const field = (name: FieldPath<Values>, id = `${prefix}-${name}`) => ({
    id,
    ...form.register(name),
    // the server's HTML shows the value too (react-hook-form sets it only once the form is hydrated)
    defaultValue: get(defaultValues, name) as string,
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  })
  /** The server's answer about a field, shown on it; the focus goes there. */
  const fieldFailed = (name: FieldPath<Values>, message: string) => form.setError(name, { type: 'server', message }, { shouldFocus: true })
  return { ...form, field, fieldFailed }
}
