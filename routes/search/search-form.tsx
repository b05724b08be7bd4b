import { useState } from 'react'
import { useT } from '../../i18n'
import { localizedHref } from '../lib/links'
import { useNavigate } from '../lib/navigation'
import { usePage } from '../lib/page-context'

/** A plain GET form (works before hydration); once hydrated it navigates client-side. */
export function SearchForm({ query }: { query: string }) {
  const t = useT()
  const { country } = usePage()
  const navigate = useNavigate()
  const [value, setValue] = useState(query)
  const action = localizedHref(country, '/search')
  return (
    <form
      role="search"
      action={action}
      method="get"
      className="mx-auto mt-8 flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        navigate(`${action}?${new URLSearchParams({ s: value.trim() })}`)
      }}
    >
      <label htmlFor="search-query" className="sr-only">
        {t('search.fieldLabel')}
      </label>
      <input
        id="search-query"
        name="s"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('search.placeholder')}
        className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-5 py-3 text-stone-900 placeholder:text-stone-500"
      />
      <button type="submit" className="btn-primary">
        <span className="i-ph-magnifying-glass" aria-hidden="true" />
        {t('search.submit')}
      </button>
    </form>
  )
}
