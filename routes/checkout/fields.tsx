import type { ComponentProps, ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { useT } from '../../i18n'
import type { Problem } from './validation'

const INPUT = 'mt-1 w-full rounded-sm border bg-white px-3 py-2.5 text-stone-900 aria-[invalid=true]:border-red-700 border-stone-300 focus:border-primary-700'

/** A field's problem: a rule's `Problem`, or a form's message already in the visitor's language. */
function ErrorText({ id, problem, message }: { id: string; problem?: Problem; message?: string }) {
  const t = useT()
  if (!problem && !message) return null
  return (
    <p id={id} className="mt-1 flex items-center gap-1 text-sm text-red-800" data-testid="field-error">
      <span className="i-ph-warning-circle shrink-0" aria-hidden="true" />
      {message ?? (problem && t(problem.key, problem.params))}
    </p>
  )
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  const t = useT()
  return (
    <label htmlFor={id} className="text-sm font-medium text-stone-800">
      {label}
      {optional && <span className="font-normal text-stone-600"> ({t('checkout.address.optional')})</span>}
    </label>
  )
}

type TextFieldProps = ComponentProps<'input'> & { id: string; label: string; problem?: Problem; error?: string; optional?: boolean; className?: string }

/** A labelled input whose error is announced with it (aria-describedby) and marks it invalid. */
export function TextField({ id, label, problem, error, optional, className = '', ...input }: TextFieldProps) {
  const invalid = Boolean(problem || error)
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        name={id}
        {...input}
        aria-invalid={invalid || undefined}
        aria-describedby={[input['aria-describedby'], invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
        aria-required={optional ? undefined : true}
        className={INPUT}
      />
      <ErrorText id={`${id}-error`} problem={problem} message={error} />
    </div>
  )
}

type SelectFieldProps = ComponentProps<'select'> & {
  id: string
  label: string
  problem?: Problem
  error?: string
  optional?: boolean
  className?: string
  children: ReactNode
}

export function SelectField({ id, label, problem, error, optional, className = '', children, ...select }: SelectFieldProps) {
  const invalid = Boolean(problem || error)
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      <select id={id} name={id} {...select} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} className={INPUT}>
        {children}
      </select>
      <ErrorText id={`${id}-error`} problem={problem} message={error} />
    </div>
  )
}

type CheckboxProps = { id: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; problem?: Problem }

export function Checkbox({ id, checked, onChange, children, problem }: CheckboxProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className="mt-1 h-4 w-4 shrink-0 accent-stone-900"
        />
        <div className="text-sm text-stone-800">{children}</div>
      </div>
      <ErrorText id={`${id}-error`} problem={problem} />
    </div>
  )
}

/**
 * After a failed submit, focus goes to the first field that needs attention, at once: the problems just set
 * (or set by `show`) are committed first, so what the person types next goes into the field that has the focus,
 * never into one the focus jumps to a frame later.
 */
export function focusFirstInvalid(form: HTMLElement | null, show?: () => void) {
  flushSync(show ?? (() => undefined))
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  target?.focus()
}

/** A radio option drawn as a card (shipping and payment methods). */
export const CHOICE_CARD =
  'flex cursor-pointer gap-4 rounded-sm border border-stone-300 p-4 has-[:checked]:border-stone-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-700 has-[:focus-visible]:outline-solid'

/** The end of a step's form: its error (if any) and the button to the next step. */
export function StepSubmit({ saving, errorId, error }: { saving: boolean; errorId?: string; error?: string | null }) {
  const t = useT()
  return (
    <>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-800" data-testid="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? t('checkout.saving') : t('checkout.continue')}
      </button>
    </>
  )
}

/** A step with nothing to choose (nothing to ship, nothing left to pay): what the shopper should know, and on. */
export function StepNote({ text, onDone }: { text: string; onDone: () => void }) {
  const t = useT()
  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-700" data-testid="step-note">
        {text}
      </p>
      <button type="button" className="btn-primary" onClick={onDone} data-testid="step-continue">
        {t('checkout.continue')}
      </button>
    </div>
  )
}
