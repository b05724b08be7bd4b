import { useId } from 'react'
import { useT } from '../../i18n'
import { useHydrated } from '../layout/use-hydrated'
import { localizedHref } from '../lib/links'
import { useNavigate } from '../lib/navigation'
import { usePage } from '../lib/page-context'
import { SORT_NAMES, type Sort } from './listing-query'

type SortSelectProps = { sort: Sort; hrefOf: (sort: Sort) => string }

/**
 * A GET form, so sorting works before hydration too; with JavaScript a change navigates client-side
 * to the sorted URL (always page 1, the old page number means nothing in the new order).
 */
export function SortSelect({ sort, hrefOf }: SortSelectProps) {
  const t = useT()
  const id = useId()
  const navigate = useNavigate()
  const { country } = usePage()
  const hydrated = useHydrated()
  return (
    <form method="get" className="flex items-center gap-3" data-hydrated={hydrated} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="text-sm text-stone-700">
        {t('listing.sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        value={sort}
        onChange={(event) => navigate(localizedHref(country, hrefOf(event.target.value as Sort)))}
        className="h-11 rounded-full border border-stone-300 bg-white px-4 pr-9 text-sm text-stone-900 hover:border-primary-700"
      >
        {SORT_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`listing.sort.${name}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-outline h-11 py-0">
          {t('listing.sort.apply')}
        </button>
      </noscript>
    </form>
  )
}
