import { countryName } from '../../../rules/country-name'
import type { CurrencyFigures, FigurePeriod, Takings } from '../../../rules/figures'
import { useLocale, useT } from '../i18n'
import { money } from '../ui/format'
import { BarChart } from './bar-chart'
import { FigureTable } from './figure-table'

const average = (takings: Takings) => (takings.orders ? takings.gross / takings.orders : 0)

/** A period's first day as the chart names it: 2. Dez. for days and weeks, Dez. 26 for months. */
function bucketLabel(start: string, period: FigurePeriod, locale: string) {
  const date = new Date(`${start}T12:00:00Z`)
  const options: Intl.DateTimeFormatOptions = period === 'month' ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' }
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date)
}

function Headline({ label, value, previous, change, testId }: { label: string; value: string; previous: string; change: string; testId: string }) {
  return (
    <div className="admin-card p-4" data-testid={testId}>
      <div className="text-sm text-stone-600">{label}</div>
      <div className="text-xl font-semibold tabular-nums text-stone-900">{value}</div>
      <div className="text-xs text-stone-600">{change}</div>
      <div className="text-xs text-stone-600">{previous}</div>
    </div>
  )
}

/** One currency's figures: the headline numbers against the previous period, the chart and the ranked tables. */
export function CurrencyFiguresSection({ figures, period }: { figures: CurrencyFigures; period: FigurePeriod }) {
  const t = useT()
  const locale = useLocale()
  const currency = figures.currency_code
  const price = (amount: number) => money(amount, currency, locale)
  const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value)
  const change = (now: number, before: number) => (before ? t('overview.change', { change: percent(now / before - 1) }) : t('overview.noPrevious'))
  const headline = (key: 'gross' | 'net' | 'orders' | 'average', value: (takings: Takings) => number, show: (value: number) => string) => {
    const now = value(figures.current)
    const before = value(figures.previous)
    const label = { gross: t('overview.gross'), net: t('overview.net'), orders: t('overview.orderCount'), average: t('overview.average') }[key]
    return (
      <Headline
        key={key}
        testId={`figure-${currency}-${key}`}
        label={label}
        value={show(now)}
        change={change(now, before)}
        previous={t('overview.previous', { value: show(before) })}
      />
    )
  }
  const count = (value: number) => value.toLocaleString(locale)
  const rate = figures.returns.orders ? figures.returns.returned / figures.returns.orders : 0
  return (
    <section aria-labelledby={`figures-${currency}`} className="space-y-4" data-testid={`figures-${currency}`}>
      <h3 id={`figures-${currency}`} className="text-base font-semibold text-stone-900">
        {t('overview.currencySection', { currency: currency.toUpperCase() })}
      </h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {headline('gross', (takings) => takings.gross, price)}
        {headline('net', (takings) => takings.net, price)}
        {headline('orders', (takings) => takings.orders, count)}
        {headline('average', average, price)}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="admin-card p-4">
          <BarChart
            title={t('overview.chart', { period: t(`overview.periods.${period}`) })}
            columns={[t('overview.periodColumn'), t('overview.gross')]}
            bars={figures.series.map((entry) => ({ label: bucketLabel(entry.start, period, locale), value: entry.gross, text: price(entry.gross) }))}
          />
        </div>
        <div className="admin-card space-y-4 p-4">
          <FigureTable
            title={t('overview.byCountry')}
            testId={`countries-${currency}`}
            head={[t('overview.country'), t('overview.orderCount'), t('overview.gross')]}
            rows={figures.countries.map((row) => ({
              key: row.country_code,
              cells: [row.country_code ? countryName(row.country_code, locale) : '–', count(row.orders), price(row.gross)],
            }))}
          />
          <div>
            <h4 className="text-sm font-medium text-stone-900">{t('overview.returnRate')}</h4>
            <p className="text-sm text-stone-700">
              <span className="font-semibold tabular-nums">{percent(rate).replace('+', '')}</span>{' '}
              {t('overview.returnRateText', { returned: count(figures.returns.returned), orders: count(figures.returns.orders), count: figures.series.length })}
            </p>
          </div>
        </div>
        <div className="admin-card p-4">
          <FigureTable
            title={t('overview.topProducts')}
            head={[t('overview.product'), t('overview.quantity'), t('overview.gross')]}
            rows={figures.products.map((row) => ({ key: row.product_id ?? row.title, cells: [row.title, count(row.quantity), price(row.gross)] }))}
          />
        </div>
        <div className="admin-card p-4">
          <FigureTable
            title={t('overview.topCategories')}
            head={[t('overview.category'), t('overview.quantity'), t('overview.gross')]}
            rows={figures.categories.map((row) => ({ key: row.category_id, cells: [row.name, count(row.quantity), price(row.gross)] }))}
          />
          <FigureTable
            title={t('overview.openTransfers')}
            testId={`transfers-${currency}`}
            head={[t('overview.age'), t('overview.orderCount'), t('overview.amount')]}
            rows={figures.open_transfers.ages
              .filter((age) => age.orders > 0)
              .map((age) => ({
                key: String(age.from),
                cells: [
                  age.to === null ? t('overview.ageOpen', { from: age.from }) : t('overview.ageRange', { from: age.from, to: age.to }),
                  count(age.orders),
                  price(age.amount),
                ],
              }))}
          />
        </div>
      </div>
    </section>
  )
}
