import { type FormEvent, type ReactNode, useState } from 'react'

type CodeFormProps = {
  /** The input's id, also the applied codes' test id; and its refusal's id. */
  id: string
  errorId: string
  label: string
  apply: string
  applied: string
  required: string
  /** Tries a code: null when it went on the cart, else the sentence why not. */
  onApply: (code: string) => Promise<string | null>
  codes: { code: string; note?: ReactNode }[]
  removeLabel: (code: string) => string
  onRemove: (code: string) => void
}

/** A code field with its button, the refusal under it, and the codes on the cart, each with a button to remove it. */
export function CodeForm({ id, errorId, label, apply, applied, required, onApply, codes, removeLabel, onRemove }: CodeFormProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = code.trim()
    if (!trimmed) return setError(required)
    setError(null)
    setBusy(true)
    try {
      const refusal = await onApply(trimmed)
      if (refusal) setError(refusal)
      else setCode('')
    } catch {
      // notified and rolled back by the cart actions
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-3">
      <form onSubmit={submit} noValidate className="flex items-start gap-2">
        <div className="flex-1">
          <label htmlFor={id} className="text-sm font-medium text-stone-800">
            {label}
          </label>
          <input
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 w-full rounded-sm border border-stone-300 px-3 py-2 text-sm uppercase"
          />
          {error && (
            <p id={errorId} className="mt-1 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-outline mt-6 px-5 py-2" disabled={busy}>
          {apply}
        </button>
      </form>
      {codes.length > 0 && (
        <div>
          <p className="text-sm text-stone-700">{applied}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {codes.map(({ code: entry, note }) => (
              <li key={entry} className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-900" data-testid={id}>
                {entry}
                {note}
                <button
                  type="button"
                  className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-primary-100"
                  aria-label={removeLabel(entry)}
                  onClick={() => onRemove(entry)}
                >
                  <span className="i-ph-x text-xs" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
