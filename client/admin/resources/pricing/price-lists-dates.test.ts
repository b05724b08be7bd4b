import { describe, expect, it } from 'vitest'
import { dayEnd, dayStart, shopDay } from './price-lists-dates'

describe("a price list's days", () => {
  it('begin at midnight and end at the last moment of the day in Germany, summer and winter', () => {
    expect(dayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z')
    expect(dayEnd('2026-01-15')).toBe('2026-01-15T22:59:59.999Z')
    expect(dayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z')
    expect(dayEnd('2026-07-31')).toBe('2026-07-31T21:59:59.999Z')
  })
  it('keep the days of a clock change whole (23 and 25 hours)', () => {
    expect(dayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z')
    expect(dayEnd('2026-03-29')).toBe('2026-03-29T21:59:59.999Z')
    expect(dayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z')
    expect(dayEnd('2026-10-25')).toBe('2026-10-25T22:59:59.999Z')
    expect(dayEnd('2026-12-31')).toBe('2026-12-31T22:59:59.999Z')
  })
  it('read back as the day staff chose', () => {
    for (const day of ['2026-01-15', '2026-03-29', '2026-10-25', '2026-12-31']) {
      expect(shopDay(dayStart(day))).toBe(day)
      expect(shopDay(dayEnd(day))).toBe(day)
    }
  })
  it('are no date when none is chosen', () => {
    expect(dayStart(null)).toBeNull()
    expect(dayEnd('')).toBeNull()
    expect(shopDay(null)).toBeNull()
    expect(shopDay('no date')).toBeNull()
  })
})
