import { useT } from '../i18n'

type PaginationProps = { page: number; count: number; pageSize: number; onPage: (page: number) => void }

/** "1–20 of 57", then Prev / Page 1 of 3 / Next. */
export function Pagination({ page, count, pageSize, onPage }: PaginationProps) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(count / pageSize))
  if (count === 0) return null
  const from = Math.min(count, (page - 1) * pageSize + 1)
  const to = Math.min(count, page * pageSize)
  return (
    <nav
      aria-label={t('generic.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm text-stone-700"
    >
      <p>{t('generic.range', { from, to, count })}</p>
      <div className="flex items-center gap-2">
        <button type="button" className="admin-btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true" className="i-ph-caret-left" />
          {t('generic.prev')}
        </button>
        <span aria-live="polite">{t('generic.pageOf', { page: Math.min(page, pages), pages })}</span>
        <button type="button" className="admin-btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('generic.next')}
          <span aria-hidden="true" className="i-ph-caret-right" />
        </button>
      </div>
    </nav>
  )
}
