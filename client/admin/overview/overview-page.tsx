import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { FIGURE_PERIODS, type FigurePeriod, type Overview } from '../../../rules/figures'
import { sdk } from '../api/sdk'
import { useT } from '../i18n'
import { NEW_ORDERS_INTERVAL, useNewOrders } from '../resources/orders/new-orders'
import { usePageTitle } from '../shell/page-title'
import { PageHeader } from '../ui/page-header'
import { QueryBody } from '../ui/query-state'
import { AccountingExport } from './accounting-export'
import { CountCards } from './count-cards'
import { CurrencyFiguresSection } from './currency-figures'
import { RECENT_FIELDS, RecentOrders } from './recent-orders'
import { ToDoList } from './to-do-list'

/** The back office's home: the day's to-do list, the owner's figures per currency, the newest orders, the accountant's export. */
export default function OverviewPage() {
  const t = useT()
  usePageTitle(t('overview.title'))
  useNewOrders()
  const [period, setPeriod] = useState<FigurePeriod>('month')
  // one aggregate answer from Medusa; it follows new orders like the list below it
  const overview = useQuery({
    queryKey: ['overview', period],
    queryFn: () => sdk.client.fetch<Overview>('/admin/overview', { query: { period } }),
    refetchInterval: NEW_ORDERS_INTERVAL,
  })
  const recent = useQuery({
    queryKey: ['orders', 'recent'],
    queryFn: () => sdk.admin.order.list({ limit: 10, order: '-created_at', fields: RECENT_FIELDS }),
    refetchInterval: NEW_ORDERS_INTERVAL,
  })
  return (
    <>
      <PageHeader title={t('overview.title')} />
      <div className="space-y-8">
        <QueryBody query={overview}>
          {(data) => (
            <>
              <ToDoList todo={data.todo} />
              <section aria-labelledby="figures" className="space-y-4" data-testid="figures">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id="figures" className="font-semibold text-stone-900">
                    {t('overview.figures')} · {t(`overview.current.${period}`)}
                  </h2>
                  <fieldset className="flex gap-1">
                    <legend className="sr-only">{t('overview.period')}</legend>
                    {FIGURE_PERIODS.map((choice) => (
                      <label
                        key={choice}
                        className={`admin-btn ${choice === period ? 'bg-stone-900 text-white' : 'border border-stone-300 bg-white text-stone-900'}`}
                      >
                        <input type="radio" name="period" value={choice} className="sr-only" checked={choice === period} onChange={() => setPeriod(choice)} />
                        {t(`overview.periods.${choice}`)}
                      </label>
                    ))}
                  </fieldset>
                </div>
                {data.currencies.length ? (
                  data.currencies.map((figures) => <CurrencyFiguresSection key={figures.currency_code} figures={figures} period={data.period} />)
                ) : (
                  <p className="text-sm text-stone-600">{t('overview.noSales')}</p>
                )}
              </section>
            </>
          )}
        </QueryBody>
        <CountCards />
        <section aria-labelledby="recent-orders" className="admin-card">
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <h2 id="recent-orders" className="font-semibold text-stone-900">
              {t('overview.recentOrders')}
            </h2>
            <Link href="/orders" className="admin-link text-sm">
              {t('overview.allOrders')}
            </Link>
          </div>
          <QueryBody query={recent} isEmpty={(data) => data.orders.length === 0} emptyText={t('orders.empty')}>
            {(data) => <RecentOrders orders={data.orders} />}
          </QueryBody>
        </section>
        <AccountingExport />
      </div>
    </>
  )
}
