import type { ComponentProps, ReactNode } from 'react'

const INPUT =
  'mt-1 block w-full rounded-sm border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-primary-700 focus:outline-2 focus:outline-primary-700 aria-[invalid=true]:border-red-700'

type FieldProps = { id: string; label: string; error?: string; required?: boolean }

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="field-error mt-1 flex items-start gap-1 text-sm text-red-700">
      <span className="i-ph-warning-circle mt-0.5 shrink-0" aria-hidden="true" />
      {error}
    </p>
  )
}

const a11y = (id: string, error?: string) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })

function Labelled({ id, label, error, required, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}

const inputClass = (error?: string) => `${INPUT} ${error ? 'border-red-700' : 'border-stone-400'}`

export function TextField({ id, label, error, required, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <Labelled id={id} label={label} error={error} required={required}>
      <input id={id} required={required} className={inputClass(error)} {...a11y(id, error)} {...input} />
    </Labelled>
  )
}

export function TextArea({ id, label, error, required, ...area }: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Labelled id={id} label={label} error={error} required={required}>
      <textarea id={id} required={required} className={inputClass(error)} {...a11y(id, error)} {...area} />
    </Labelled>
  )
}

export function Checkbox({ id, label, error, required, ...input }: Omit<FieldProps, 'label'> & { label: ReactNode } & ComponentProps<'input'>) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" required={required} className="mt-1 h-4 w-4 shrink-0 accent-stone-900" {...a11y(id, error)} {...input} />
        <label htmlFor={id} className="text-sm leading-relaxed">
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}

/** A field bots fill in and people never see (not display:none, which some bots skip). */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
