import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import type { StepId } from './progress'

type StepFrameProps = {
  id: StepId
  number: number
  title: string
  active: boolean
  done: boolean
  /** What was chosen, shown while the step is closed. */
  summary?: ReactNode
  onEdit?: () => void
  /** Keeps the form in the page, hidden, while the step is closed (the payment step: Stripe's form holds the card). */
  keepMounted?: boolean
  children: ReactNode
}

/** One numbered checkout step: open with its form, or closed with a summary and an edit button. */
export function StepFrame({ id, number, title, active, done, summary, onEdit, keepMounted = false, children }: StepFrameProps) {
  const t = useT()
  const headingId = `step-${id}-heading`
  return (
    <section aria-labelledby={headingId} data-testid={`step-${id}`} data-active={active} className="rounded-sm border border-stone-200 bg-white p-5 sm:p-7">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="flex items-center gap-3 font-serif text-2xl text-stone-900">
          <span
            className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full font-sans text-sm ${done && !active ? 'bg-primary-700 text-white' : active ? 'bg-stone-900 text-white' : 'bg-stone-200 text-stone-700'}`}
            aria-hidden="true"
          >
            {done && !active ? <span className="i-ph-check-bold" /> : number}
          </span>
          <span className="sr-only">{t('checkout.step', { n: number })}: </span>
          {title}
        </h2>
        {!active && done && onEdit && (
          <button type="button" className="text-link min-h-10 shrink-0 px-2 -mr-2" onClick={onEdit} aria-label={`${t('checkout.edit')}: ${title}`}>
            {t('checkout.edit')}
          </button>
        )}
      </div>
      {!active && done && summary ? <div className="mt-4 text-sm text-stone-700">{summary}</div> : null}
      {/* one element either way, so a kept form is never mounted anew when the step opens again */}
      {active || keepMounted ? (
        <div className={active ? 'mt-6' : undefined} hidden={!active}>
          {children}
        </div>
      ) : null}
    </section>
  )
}
