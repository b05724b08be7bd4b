import { useEffect, useId, useState, type FormEvent } from 'react'
import { useT } from '../i18n'

type SearchFormProps = { label: string; hint: string; submitLabel: string; value: string; onSearch: (q: string) => void }

/** A labelled search box that searches on submit (Enter), so each search is one request and one history entry. */
export function SearchForm({ label, hint, submitLabel, value, onSearch }: SearchFormProps) {
  const t = useT()
  const [text, setText] = useState(value)
  const hintId = useId()
  useEffect(() => setText(value), [value])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text)
  }
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <label className="flex min-w-64 flex-1 flex-col text-sm font-medium text-stone-800">
        {label}
        <input type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('generic.search')} aria-describedby={hintId} maxLength={200} className="admin-input mt-1" />
        <span id={hintId} className="mt-1 text-xs font-normal text-stone-600">
          {hint}
        </span>
      </label>
      <button type="submit" className="admin-btn-secondary sm:mt-6">
        <span aria-hidden="true" className="i-ph-magnifying-glass" />
        {submitLabel}
      </button>
    </form>
  )
}
