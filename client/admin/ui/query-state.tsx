import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describeError } from '../api/errors'
import { useT } from '../i18n'

/** Shown while a page's data or code loads; announced politely to screen readers. */
export function Loading() {
  const t = useT()
  return (
    <div role="status" className="flex items-center gap-3 p-8 text-sm text-stone-600">
      <span aria-hidden="true" className="i-ph-circle-notch animate-spin text-xl text-primary-600" />
      {t('state.loading')}
    </div>
  )
}

/** A failed load: what went wrong (status, status text, message) and a way to try again. */
export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useT()
  return (
    <div role="alert" className="m-4 rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <span aria-hidden="true" className="i-ph-warning-circle text-lg" />
        {t('state.errorTitle')}
      </p>
      <p className="mt-1">{describeError(t, error)}</p>
      {retry && (
        <button type="button" className="admin-btn-secondary mt-3" onClick={retry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  )
}

/** Nothing to list: an honest empty state instead of an empty table. */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 p-10 text-center text-sm text-stone-600">
      <span aria-hidden="true" className="i-ph-tray text-3xl text-stone-400" />
      {text}
    </div>
  )
}

type QueryBodyProps<T> = {
  query: UseQueryResult<T>
  /** With `emptyText`: shown instead of `children` when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean
  emptyText?: string
  children: (data: T) => ReactNode
}

/** Loading, error (with retry), empty or the data: the four states every page of the back office has. */
export function QueryBody<T>({ query, isEmpty, emptyText, children }: QueryBodyProps<T>) {
  if (query.isPending) return <Loading />
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />
  if (isEmpty?.(query.data) && emptyText) return <EmptyState text={emptyText} />
  return <>{children(query.data)}</>
}
