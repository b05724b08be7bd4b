import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { localizedHref } from '../lib/links'
import { usePage } from '../lib/page-context'
import { pageWindow } from './listing-query'

type PaginationProps = { page: number; count: number; limit: number; hrefOf: (page: number) => string }

/** rel=prev/next in <head> (React hoists <link>) tell crawlers how the pages of a listing chain together. */
function HeadLinks({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { origin, country } = usePage()
  const absolute = (n: number) => origin + localizedHref(country, hrefOf(n))
  return (
    <>
      {page > 1 && <link rel="prev" href={absolute(page - 1)} />}
      {page < pages && <link rel="next" href={absolute(page + 1)} />}
    </>
  )
}

/** Previous/next and numbered page links; plain links, so every page works without JavaScript. */
export function Pagination({ page, count, limit, hrefOf }: PaginationProps) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(count / limit))
  if (pages === 1) return null
  const step =
    'inline-flex h-11 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm text-stone-800 no-underline transition-colors hover:border-primary-700'
  const number = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm no-underline transition-colors'
  return (
    <nav aria-label={t('pagination.label')} className="mt-16 flex flex-wrap items-center justify-center gap-2 sm:gap-4">
      <HeadLinks page={page} pages={pages} hrefOf={hrefOf} />
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className={step} rel="prev">
          <span className="i-ph-caret-left" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
        </Link>
      )}
      <ol className="flex items-center gap-1">
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="px-1 text-stone-600" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${number} bg-stone-900 text-white`}>
                  <span className="sr-only">{t('pagination.page')} </span>
                  {n}
                </span>
              ) : (
                <Link to={hrefOf(n)} className={`${number} text-stone-800 hover:bg-stone-100`}>
                  <span className="sr-only">{t('pagination.page')} </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <Link to={hrefOf(page + 1)} className={step} rel="next">
          <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
          <span className="i-ph-caret-right" aria-hidden="true" />
        </Link>
      )}
      <p className="sr-only">{t('pagination.pageOf', { page, pages })}</p>
    </nav>
  )
}
