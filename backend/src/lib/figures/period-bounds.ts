import { type FigurePeriod, SERIES_LENGTH } from '../../rules/figures'
import { SHOP_TIME_ZONE } from '../../rules/shop-zone'
import type { Sql } from './sql'

export type PeriodBounds = {
  now: Date
  /** The current period's start, the previous period's start and the same stretch of it as the current one has run. */
  currentStart: Date
  previousStart: Date
  previousEnd: Date
  /** The chart's first period's start, and every period's start day (shop time), oldest first. */
  seriesStart: Date
  buckets: string[]
}

/** The periods in the shop's time zone (a week starts on Monday, as Postgres's ISO weeks do), reckoned by Postgres. */
export async function periodBounds(sql: Sql, period: FigurePeriod): Promise<PeriodBounds> {
  const [row] = await sql<{ now: Date; current_start: Date; previous_start: Date; previous_end: Date; series_start: Date; buckets: string[] }>(
    `with local as (
       select now() as now, now() at time zone :zone as local_now, date_trunc(:period, now() at time zone :zone) as local_start, cast('1 ' || :period as interval) as step
     )
     select now,
       local_start at time zone :zone as current_start,
       (local_start - step) at time zone :zone as previous_start,
       (local_start - step + (local_now - local_start)) at time zone :zone as previous_end,
       (local_start - step * :back) at time zone :zone as series_start,
       array(select to_char(g, 'YYYY-MM-DD') from generate_series(local_start - step * :back, local_start, step) g) as buckets
     from local`,
    { zone: SHOP_TIME_ZONE, period, back: SERIES_LENGTH[period] - 1 },
  )
  return {
    now: row!.now,
    currentStart: row!.current_start,
    previousStart: row!.previous_start,
    previousEnd: row!.previous_end,
    seriesStart: row!.series_start,
    buckets: row!.buckets,
  }
}
