import { useT } from '../../i18n'
import { Link } from '../lib/link'

type PaginationProps = { basePath: string; page: number; count: number; limit: number; query?: Record<string, string> }

/** Previous/next links and the position; page 1 has no `?page` so it shares the listing's canonical URL. */
export function Pagination({ basePath, page, count, limit, query = {} }: PaginationProps) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(count / limit))
  if (pages === 1) return null
  const hrefOf = (target: number) => {
    const search = new URLSearchParams(query)
    if (target > 1) search.set('page', String(target))
    const text = search.toString()
    return text ? `${basePath}?${text}` : basePath
  }
  const step = 'inline-flex items-center gap-2 rounded-full border border-stone-300 px-5 py-2 text-sm text-stone-800 no-underline hover:border-primary-600'
  return (
    <nav aria-label={t('pagination.label')} className="mt-16 flex items-center justify-center gap-6">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={step} rel="prev">
          <span className="i-ph-caret-left" aria-hidden="true" />
          {t('pagination.previous')}
        </Link>
      ) : null}
      <p className="text-sm text-stone-600" aria-current="page">
        {t('pagination.pageOf', { page, pages })}
      </p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={step} rel="next">
          {t('pagination.next')}
          <span className="i-ph-caret-right" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  )
}
