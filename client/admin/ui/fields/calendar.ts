/** Dates as the back office passes them around: `YYYY-MM-DD` in the admin's local calendar. */
export type IsoDate = string

const pad = (n: number) => String(n).padStart(2, '0')
export const isoDate = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month + 1)}-${pad(day)}`

export function parseIsoDate(value: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(value ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, day)
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? { year, month, day } : null
}

/** The weeks of a month, Monday first, `null` for the days of the neighbouring months. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const first = (new Date(year, month, 1).getDay() + 6) % 7
  const days = new Date(year, month + 1, 0).getDate()
  const cells: (number | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** A month moved by `months` (negative goes back), across year ends. */
export function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const date = new Date(year, month + months, 1)
  return { year: date.getFullYear(), month: date.getMonth() }
}
