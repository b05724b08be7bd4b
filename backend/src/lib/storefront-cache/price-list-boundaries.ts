// A price list with dates changes prices when its start or end passes, and no event says so: the cached pages would
// keep the old prices until their freshness runs out (the sale price after the sale, or none while it runs).

import { intervalSetting } from '../interval-setting'

/** How often the boundaries job runs (`PRICE_LIST_BOUNDARY_INTERVAL_MS`, a minute by default). */
export const boundaryInterval = (env: Record<string, string | undefined>): number => intervalSetting(env.PRICE_LIST_BOUNDARY_INTERVAL_MS, 60_000)

type Dated = { id: string; status?: string | null; starts_at?: Date | string | null; ends_at?: Date | string | null }

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : NaN)

/**
 * The active price lists whose start or end lies in (`from`, `to`]: the storefront's prices changed then. A
 * scheduled run looks back over a window a little longer than its interval, so no boundary falls between two runs
 * (one seen twice only purges twice).
 */
export function passedBoundaries(lists: readonly Dated[], from: Date, to: Date): string[] {
  const inWindow = (value: Date | string | null | undefined) => time(value) > from.getTime() && time(value) <= to.getTime()
  return lists.filter((list) => list.status !== 'draft' && (inWindow(list.starts_at) || inWindow(list.ends_at))).map((list) => list.id)
}
