import type { RowSelectionState } from '@tanstack/react-table'
import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useLocale, useT } from '../../i18n'
import { usePageTitle } from '../../shell/page-title'
import { PageHeader } from '../../ui/page-header'
import { Pagination } from '../../ui/pagination'
import { EmptyState, ErrorState, Loading } from '../../ui/query-state'
import { tableColumns } from '../columns'
import { actionsOf } from '../delete-action'
import { DEFAULT_PAGE_SIZE, visibleColumns } from '../list-query'
import type { Entity, ResourceSpec } from '../resource'
import { type ListState, stringifyListState } from '../url-state'
import { useListState } from '../use-list-state'
import { useResourceList } from '../use-resource'
import { BulkBar } from './bulk-bar'
import { ColumnMenu } from './column-menu'
import { DataTable } from './data-table'
import { ExportButton } from './export-button'
import { FilterBar } from './filter-bar'
import { ListSearch } from './list-search'
import { ViewsMenu } from './views-menu'

type ListScreenProps<T extends Entity> = {
  resource: ResourceSpec<T>
  /** Inside a detail (products of a collection): no page title, no views, the state of its own. */
  embedded?: { title: string; state: ListState; onState: (change: Partial<ListState>) => void; actions?: ReactNode; onEdit?: (row: T) => void }
}

/**
 * The generic list of a described resource: search as you type, filters, sortable columns, column choice,
 * saved views, CSV of the view, row and bulk actions, paging. Its state lives in the address.
 */
export function ListScreen<T extends Entity>({ resource, embedded }: ListScreenProps<T>) {
  const [pageState, setPageState] = useListState()
  const state = embedded?.state ?? pageState
  const setState = embedded?.onState ?? setPageState
  return <ListBody resource={resource} state={state} setState={setState} embedded={embedded} />
}

function ListBody<T extends Entity>({
  resource,
  state,
  setState,
  embedded,
}: {
  resource: ResourceSpec<T>
  state: ListState
  setState: (change: Partial<ListState>) => void
  embedded?: ListScreenProps<T>['embedded']
}) {
  const t = useT()
  const locale = useLocale()
  const [, navigate] = useLocation()
  const title = embedded?.title ?? t(`resources.${resource.name}.title`)
  usePageTitle(title, !embedded)
  const onSearch = useCallback((q: string) => setState({ q }), [setState])
  const list = useResourceList(resource, state)
  const visible = visibleColumns(resource, state)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the visible columns compared by their ids: visibleColumns makes a new array each render
  const columns = useMemo(() => tableColumns(resource, visible, { t, locale }), [resource, visible.map((c) => c.id).join(), t, locale])
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [selectedRows, setSelectedRows] = useState<Map<string, T>>(new Map())
  const actions = useMemo(() => actionsOf(resource), [resource])
  const bulk = actions.bulk
  const onSelection = useCallback(
    (next: RowSelectionState) => {
      setSelection(next)
      setSelectedRows((known) => {
        const map = new Map<string, T>()
        for (const id of Object.keys(next)) {
          const row = known.get(id) ?? list.data?.rows.find((candidate) => candidate.id === id)
          if (next[id] && row) map.set(id, row)
        }
        return map
      })
    },
    [list.data],
  )
  const clearSelection = () => onSelection({})
  const filtered = !!state.q || Object.values(state.filters).some((values) => values.length)
  const pageSize = resource.list.pageSize ?? DEFAULT_PAGE_SIZE
  const query = stringifyListState({ ...state, page: 1 })
  const canCreate = !!resource.create || !!resource.screens?.create
  const ListActions = resource.screens?.listActions

  const toolbar = (
    <div className="flex flex-col gap-3 border-b border-stone-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        {resource.list.search && <ListSearch label={t('engine.searchIn', { title })} hint={t(resource.list.search)} value={state.q} onSearch={onSearch} />}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {!embedded && <ViewsMenu resource={resource.name} currentQuery={query} onApply={(next) => navigate(next ? `?${next}` : '?')} />}
          <ColumnMenu columns={resource.list.columns} visible={visible.map((column) => column.id)} onChange={(ids) => setState({ columns: ids })} />
          <ExportButton resource={resource} state={state} />
        </div>
      </div>
      {resource.list.filters?.length ? (
        <FilterBar filters={resource.list.filters} values={state.filters} onChange={(filters) => setState({ filters })} />
      ) : null}
    </div>
  )

  let body: ReactNode
  if (list.isPending) body = <Loading />
  else if (list.isError && !list.data) body = <ErrorState error={list.error} retry={() => void list.refetch()} />
  else if (!list.data!.rows.length) body = <EmptyState text={filtered ? t('generic.noMatchingData') : t('generic.noData')} />
  else
    body = (
      <>
        {bulk.length > 0 && <BulkBar resource={resource} selected={[...selectedRows.values()]} actions={bulk} onClear={clearSelection} />}
        <DataTable
          resource={resource}
          rows={list.data!.rows}
          columns={columns}
          caption={title}
          order={state.sort || resource.list.defaultSort}
          onOrder={(sort) => setState({ sort })}
          selection={bulk.length ? selection : undefined}
          onSelection={bulk.length ? onSelection : undefined}
          rowActions={actions.row}
          onEdit={embedded?.onEdit}
          busy={list.isFetching}
        />
        <Pagination page={state.page} count={list.data!.count} pageSize={pageSize} onPage={(page) => setState({ page })} />
      </>
    )

  const newButton = canCreate && (
    <Link href={`~/admin/${locale}${resource.route}/new`} className="admin-btn-primary" data-shortcut="new">
      <span aria-hidden="true" className="i-ph-plus" />
      {t(`resources.${resource.name}.new`)}
    </Link>
  )
  if (embedded)
    return (
      <section className="admin-card" aria-label={title} aria-busy={list.isFetching}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
          <h2 className="font-semibold text-stone-900">{title}</h2>
          {embedded.actions}
        </div>
        {toolbar}
        {body}
      </section>
    )
  return (
    <>
      {/* a hand-written slot loads its chunk on its own: the list (and its request) must not wait for it */}
      <PageHeader
        title={title}
        actions={
          <>
            {ListActions && (
              <Suspense fallback={null}>
                <ListActions resource={resource} />
              </Suspense>
            )}
            {newButton}
          </>
        }
      />
      <section className="admin-card" aria-label={title} aria-busy={list.isFetching} data-resource-list={resource.name}>
        {toolbar}
        {body}
      </section>
    </>
  )
}
