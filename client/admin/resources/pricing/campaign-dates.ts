/** `YYYY-MM-DD` as the date picker holds it. */
export type Day = string

const pad = (value: number) => String(value).padStart(2, '0')

/** The day a stored moment falls on where staff are (a campaign ending 23:59:59 on the 24th ends on the 24th). */
export function dayOf(moment: string | Date | null | undefined): Day | null {
  if (!moment) return null
  const date = new Date(moment)
  if (Number.isNaN(date.getTime())) return null
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const local = (day: Day, hours: number, minutes: number, seconds: number, ms: number) => {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year, month - 1, date, hours, minutes, seconds, ms)
}

/** A campaign runs from the start of its first day … */
export const startOf = (day: Day | null) => (day ? local(day, 0, 0, 0, 0).toISOString() : null)

/** … to the end of its last day, both where staff are: "bis 24.12." includes Christmas Eve. */
export const endOf = (day: Day | null) => (day ? local(day, 23, 59, 59, 999).toISOString() : null)
