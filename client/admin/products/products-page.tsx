import type { AdminProduct } from '@medusajs/types'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { sdk } from '../api/sdk'
import { useLocale, useT } from '../i18n'
import { usePageTitle } from '../shell/page-title'
import { dateTime, imageSrc } from '../ui/format'
import { useListParams } from '../ui/list-params'
import { PageHeader } from '../ui/page-header'
import { Pagination } from '../ui/pagination'
import { QueryBody } from '../ui/query-state'
import { SearchForm } from '../ui/search-form'
import { StatusBadge } from '../ui/status-badge'

const PRODUCT_FIELDS = 'id,title,handle,status,thumbnail,updated_at,variants.id,collection.title'

function ProductsTable({ products }: { products: AdminProduct[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="overflow-x-auto">
      <table className="admin-table">
        <caption className="sr-only">{t('products.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.product')}</th>
            <th scope="col">{t('products.status')}</th>
            <th scope="col">{t('products.collection')}</th>
            <th scope="col" className="text-right">{t('products.variants')}</th>
            <th scope="col">{t('products.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const thumbnail = imageSrc(product.thumbnail)
            return (
              <tr key={product.id}>
                <th scope="row">
                  <span className="flex items-center gap-3">
                    {thumbnail ? (
                      <img src={thumbnail} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded object-cover ring-1 ring-stone-200" />
                    ) : (
                      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-stone-100 text-stone-400">
                        <span className="i-ph-image" />
                      </span>
                    )}
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-medium text-stone-900">{product.title}</span>
                      <span className="truncate text-xs font-normal text-stone-600">{product.handle}</span>
                    </span>
                  </span>
                </th>
                <td>
                  <StatusBadge kind="product" status={product.status} />
                </td>
                <td>{product.collection?.title ?? '–'}</td>
                <td className="text-right tabular-nums">{product.variants?.length ?? 0}</td>
                <td className="whitespace-nowrap">{dateTime(product.updated_at, locale)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** The catalogue, read-only for now: picture, title, status, collection, variants; paged and searchable. */
export default function ProductsPage() {
  const t = useT()
  usePageTitle(t('products.title'))
  const list = useListParams()
  const products = useQuery({
    queryKey: ['products', 'list', { offset: list.offset, q: list.q }],
    queryFn: () => sdk.admin.product.list({ limit: list.limit, offset: list.offset, order: 'title', fields: PRODUCT_FIELDS, ...(list.q ? { q: list.q } : {}) }),
    placeholderData: keepPreviousData,
  })
  return (
    <>
      <PageHeader title={t('products.title')}>
        <p className="mt-1 text-sm text-stone-600">{t('products.readOnly')}</p>
      </PageHeader>
      <div className="mb-4">
        <SearchForm label={t('products.search')} hint={t('products.searchHint')} submitLabel={t('products.searchSubmit')} value={list.q} onSearch={list.setQuery} />
      </div>
      <section className="admin-card" aria-busy={products.isFetching}>
        <QueryBody query={products} isEmpty={(data) => data.products.length === 0} emptyText={list.q ? t('products.noMatch', { q: list.q }) : t('products.empty')}>
          {(data) => (
            <>
              <ProductsTable products={data.products} />
              <Pagination page={list.page} count={data.count} pageSize={list.limit} onPage={list.setPage} />
            </>
          )}
        </QueryBody>
      </section>
    </>
  )
}
