import type { MedusaContainer } from '@medusajs/framework/types'
import { type FigurePeriod, type Overview, TRANSFER_AGES } from '../../rules/figures'
import { periodBounds } from './period-bounds'
import { salesFigures } from './sales'
import { sqlOf } from './sql'
import { toDo } from './to-do'

/** The back office's overview: the day's to-do list and the figures of `period`, per currency, aggregated by Postgres. */
export async function overview(scope: MedusaContainer, period: FigurePeriod): Promise<Overview> {
  const sql = sqlOf(scope)
  const bounds = await periodBounds(sql, period)
  const [sales, { todo, transfers }] = await Promise.all([salesFigures(sql, period, bounds), toDo(sql)])
  const currencies = [...new Set([...sales.map((figures) => figures.currency_code), ...transfers.keys()])].sort()
  const none = TRANSFER_AGES.map((age) => ({ from: age.from, to: age.to, orders: 0, amount: 0 }))
  return {
    period,
    period_start: bounds.currentStart.toISOString(),
    todo,
    currencies: currencies.map((currency) => {
      const figures = sales.find((candidate) => candidate.currency_code === currency)
      const empty = { gross: 0, net: 0, orders: 0 }
      return {
        currency_code: currency,
        current: figures?.current ?? empty,
        previous: figures?.previous ?? empty,
        series: figures?.series ?? bounds.buckets.map((start) => ({ start, ...empty })),
        countries: figures?.countries ?? [],
        products: figures?.products ?? [],
        categories: figures?.categories ?? [],
        returns: figures?.returns ?? { orders: 0, returned: 0 },
        open_transfers: { ages: transfers.get(currency) ?? none },
      }
    }),
  }
}
