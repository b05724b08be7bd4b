import { type KeyboardEvent, useState } from 'react'
import { useT } from '../../i18n'

type StringsInputProps = {
  value: string[]
  onChange: (value: string[]) => void
  id?: string
  label: string
  invalid?: boolean
  describedBy?: string
  disabled?: boolean
}

/** A list of short texts (option values such as ring sizes): Enter or comma adds, × removes. */
export function StringsInput({ value, onChange, id, label, invalid, describedBy, disabled }: StringsInputProps) {
  const t = useT()
  const [draft, setDraft] = useState('')
  const add = () => {
    const items = draft
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
    if (items.length) onChange([...new Set([...value, ...items])])
    setDraft('')
  }
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add()
    } else if (event.key === 'Backspace' && !draft && value.length) onChange(value.slice(0, -1))
  }
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((item) => (
            <li key={item} className="admin-chip">
              {item}
              <button
                type="button"
                className="admin-chip-remove"
                disabled={disabled}
                aria-label={t('engine.remove', { label: item })}
                onClick={() => onChange(value.filter((other) => other !== item))}
              >
                <span aria-hidden="true" className="i-ph-x" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        aria-label={id ? undefined : label}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKey}
        onBlur={add}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={t('engine.addValues')}
        className="admin-input"
      />
    </div>
  )
}
