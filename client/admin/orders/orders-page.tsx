import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { sdk } from '../api/sdk'
import { useT } from '../i18n'
import { usePageTitle } from '../shell/page-title'
import { useListParams } from '../ui/list-params'
import { PageHeader } from '../ui/page-header'
import { Pagination } from '../ui/pagination'
import { QueryBody } from '../ui/query-state'
import { SearchForm } from '../ui/search-form'
import { ORDER_LIST_FIELDS } from './order-fields'
import { OrdersTable } from './orders-table'

/** All orders, newest first, 20 a page, searchable by email or order number (Medusa's `q`). */
export default function OrdersPage() {
  const t = useT()
  usePageTitle(t('orders.title'))
  const list = useListParams()
  const orders = useQuery({
    queryKey: ['orders', 'list', { offset: list.offset, q: list.q }],
    queryFn: () => sdk.admin.order.list({ limit: list.limit, offset: list.offset, order: '-created_at', fields: ORDER_LIST_FIELDS, ...(list.q ? { q: list.q } : {}) }),
    placeholderData: keepPreviousData,
  })
  return (
    <>
      <PageHeader title={t('orders.title')} />
      <div className="mb-4">
        <SearchForm label={t('orders.search')} hint={t('orders.searchHint')} submitLabel={t('orders.searchSubmit')} value={list.q} onSearch={list.setQuery} />
      </div>
      <section className="admin-card" aria-busy={orders.isFetching}>
        <QueryBody query={orders} isEmpty={(data) => data.orders.length === 0} emptyText={list.q ? t('orders.noMatch', { q: list.q }) : t('orders.empty')}>
          {(data) => (
            <>
              <OrdersTable orders={data.orders} caption={t('orders.title')} />
              <Pagination page={list.page} count={data.count} pageSize={list.limit} onPage={list.setPage} />
            </>
          )}
        </QueryBody>
      </section>
    </>
  )
}
