// The shop's days are Germany's: a sale, a campaign or a price list set "from 1 to 24 December" runs from midnight in
// Berlin to the last moment of the 24th there, and an order "of the 24th" was placed on that day in Berlin, whatever
// zone the browser that set it, the server or the shopper is in.
import { TZDate } from '@date-fns/tz'
import { SHOP_TIME_ZONE } from './shop-zone'

/** A calendar day, `YYYY-MM-DD`. */
export type ShopDay = string

const dayParts = (day: ShopDay | null | undefined) => {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(day ?? '')
  return match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : null
}

const instant = (date: TZDate) => new Date(date.getTime()).toISOString()

/** When a shop day begins (00:00 in Berlin), as Medusa stores it; null for no day. */
export function dayStart(day: ShopDay | null | undefined): string | null {
  const parts = dayParts(day)
  return parts ? instant(new TZDate(parts[0], parts[1], parts[2], SHOP_TIME_ZONE)) : null
}

/** The last moment of a shop day (23:59:59.999 in Berlin); null for no day. */
export function dayEnd(day: ShopDay | null | undefined): string | null {
  const parts = dayParts(day)
  return parts ? instant(new TZDate(parts[0], parts[1], parts[2], 23, 59, 59, 999, SHOP_TIME_ZONE)) : null
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The shop day a moment falls on; null for none. */
export function shopDay(moment: string | Date | number | null | undefined): ShopDay | null {
  if (moment === null || moment === undefined || moment === '') return null
  const time = new Date(moment).getTime()
  if (Number.isNaN(time)) return null
  const date = new TZDate(time, SHOP_TIME_ZONE)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
