import type { IsoDate } from '../../ui/fields/calendar'

/**
 * A sale's days are the shop's days: it starts at midnight and ends at the last moment of its last day in Germany,
 * whatever the time zone of the browser staff set it in.
 */
const SHOP_TIME_ZONE = 'Europe/Berlin'

const parts = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })

/** The shop's wall-clock time at an instant, read as if it were UTC (its offset is the difference). */
function wallClock(instant: number): number {
  const values = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]))
  return Date.UTC(values.year, values.month - 1, values.day, values.hour, values.minute, values.second)
}

const offsetAt = (instant: number) => wallClock(instant) - Math.floor(instant / 1000) * 1000

function midnight(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number)
  const local = Date.UTC(year, month - 1, day)
  // twice: the offset at the guess may differ from the offset at midnight itself (a day of a clock change)
  const guess = local - offsetAt(local)
  return local - offsetAt(guess)
}

const isIsoDate = (value: string | null | undefined): value is IsoDate => /^\d{4}-\d\d-\d\d$/.test(value ?? '')

/** When a shop day begins (00:00 in Germany), as Medusa stores it; null for no date. */
export function dayStart(date: IsoDate | null | undefined): string | null {
  return isIsoDate(date) ? new Date(midnight(date)).toISOString() : null
}

/** The last moment of a shop day (23:59:59.999 in Germany); null for no date. */
export function dayEnd(date: IsoDate | null | undefined): string | null {
  if (!isIsoDate(date)) return null
  const [year, month, day] = date.split('-').map(Number)
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
  return new Date(midnight(next) - 1).toISOString()
}

/** The shop day an instant falls on (`YYYY-MM-DD`); null for none. */
export function shopDay(instant: string | null | undefined): IsoDate | null {
  if (!instant) return null
  const time = Date.parse(instant)
  return Number.isNaN(time) ? null : new Date(wallClock(time)).toISOString().slice(0, 10)
}

const shown = new Map<string, Intl.DateTimeFormat>()
/** An instant as the shop day it falls on, in the admin's language (15.01.2026 · Jan 15, 2026); a dash for none. */
export function shopDate(instant: string | null | undefined, tag: string): string {
  if (!instant) return '–'
  let format = shown.get(tag)
  if (!format) shown.set(tag, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE })))
  return format.format(new Date(instant))
}
