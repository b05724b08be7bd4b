// Dates as the shop writes them, for the pages, the back office, the mails and the PDFs: a moment is written as the
// day (and time) it was in Berlin, the shop's zone (shop-days.ts), in the reader's language and country
// (`writingTag`). Intl alone does it, so pages that only show dates load no time-zone library.
import { type Locale, writingTag } from './languages'
import { SHOP_TIME_ZONE } from './shop-zone'

const STYLES = {
  /** 1 December 2026, 1. Dezember 2026, December 1, 2026 */
  long: { dateStyle: 'long' },
  /** 1 Dec 2026, 01.12.2026, Dec 1, 2026 */
  medium: { dateStyle: 'medium' },
  /** 01/12/2026, 01.12.2026, 12/01/2026: the documents' way */
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 1 Dec 2026, 14:05 */
  mediumTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 1 December 2026 at 14:05 */
  longTime: { dateStyle: 'long', timeStyle: 'short' },
  /** 01.12.26, 14:05:09: logs of jobs */
  shortSeconds: { dateStyle: 'short', timeStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * A moment as the shop's day (and time) in Berlin, written for the reader: `country` is the shopper's (for staff,
 * none: the shop's). A dash for no or no valid moment.
 */
export function formatDate(moment: string | Date | number | null | undefined, locale: Locale, style: DateStyle = 'long', country?: string | null): string {
  if (moment === null || moment === undefined || moment === '') return '–'
  const date = new Date(moment)
  if (Number.isNaN(date.getTime())) return '–'
  const tag = writingTag(locale, country)
  const key = `${tag}:${style}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(tag, { ...STYLES[style], timeZone: SHOP_TIME_ZONE })))
  return format.format(date)
}
