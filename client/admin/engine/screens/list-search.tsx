import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { useDebounced } from '../../ui/fields/use-debounced'

/** How long typing must pause before the list searches: with Medusa's answer it stays under 300 ms. */
const SEARCH_DEBOUNCE_MS = 120

type ListSearchProps = { label: string; hint: string; value: string; onSearch: (q: string) => void }

/** Search as you type ('Search...'): debounced, the older request cancelled when a newer one starts. */
export function ListSearch({ label, hint, value, onSearch }: ListSearchProps) {
  const t = useT()
  const [text, setText] = useState(value)
  const settled = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const hintId = useId()
  const last = useRef(value)
  // the address changed from outside (back button, a saved view): show what it says
  useEffect(() => {
    if (value !== last.current) setText(value)
    last.current = value
  }, [value])
  useEffect(() => {
    if (settled === last.current) return
    last.current = settled
    onSearch(settled)
  }, [settled, onSearch])
  return (
    <div role="search" className="flex min-w-56 flex-1 flex-col">
      <label className="relative block">
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="i-ph-magnifying-glass pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-500" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.stopPropagation()
              setText('')
            }
          }}
          placeholder={t('generic.search')}
          aria-describedby={hintId}
          maxLength={200}
          data-list-search
          className="admin-input pl-9"
        />
      </label>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </div>
  )
}
