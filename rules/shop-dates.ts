// Dates, one rule set for the pages, the back office, the mails and the PDFs. The shop's days are Germany's: a sale,
// a campaign or a price list set "from 1 to 24 December" runs from midnight in Berlin to the last moment of the 24th
// there, whatever zone the browser that set it, the server or the shopper is in; and a date is written as the day
// it was in Berlin, in the reader's language and country (see `writingTag`).
import { TZDate } from "@date-fns/tz"
import { writingTag, type Locale } from "./languages"

export const SHOP_TIME_ZONE = "Europe/Berlin"

/** A calendar day, `YYYY-MM-DD`. */
export type ShopDay = string

const dayParts = (day: ShopDay | null | undefined) => {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(day ?? "")
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

const pad = (value: number) => String(value).padStart(2, "0")

/** The shop day a moment falls on; null for none. */
export function shopDay(moment: string | Date | number | null | undefined): ShopDay | null {
  if (moment === null || moment === undefined || moment === "") return null
  const time = new Date(moment).getTime()
  if (Number.isNaN(time)) return null
  const date = new TZDate(time, SHOP_TIME_ZONE)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const STYLES = {
  /** 1 December 2026, 1. Dezember 2026, December 1, 2026 */
  long: { dateStyle: "long" },
  /** 1 Dec 2026, 01.12.2026, Dec 1, 2026 */
  medium: { dateStyle: "medium" },
  /** 01/12/2026, 01.12.2026, 12/01/2026: the documents' way */
  numeric: { day: "2-digit", month: "2-digit", year: "numeric" },
  /** 1 Dec 2026, 14:05 */
  mediumTime: { dateStyle: "medium", timeStyle: "short" },
  /** 1 December 2026 at 14:05 */
  longTime: { dateStyle: "long", timeStyle: "short" },
  /** 01.12.26, 14:05:09: logs of jobs */
  shortSeconds: { dateStyle: "short", timeStyle: "medium" },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * A moment as the shop's day (and time) in Berlin, written for the reader: `country` is the shopper's (for staff,
 * none: the shop's). A dash for no or no valid moment.
 */
export function formatDate(moment: string | Date | number | null | undefined, locale: Locale, style: DateStyle = "long", country?: string | null): string {
  if (moment === null || moment === undefined || moment === "") return "–"
  const date = new Date(moment)
  if (Number.isNaN(date.getTime())) return "–"
  const tag = writingTag(locale, country)
  const key = `${tag}:${style}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(tag, { ...STYLES[style], timeZone: SHOP_TIME_ZONE })))
  return format.format(date)
}
