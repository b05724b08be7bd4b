import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayEnd, dayStart, shopDay } from './shop-days'

describe("the shop's days", () => {
  it('begin at midnight and end at the last moment in Berlin, in winter and summer', () => {
    expect(dayStart('2026-12-01')).toBe('2026-11-30T23:00:00.000Z')
    expect(dayEnd('2026-12-24')).toBe('2026-12-24T22:59:59.999Z')
    expect(dayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z')
    expect(dayEnd('2026-07-01')).toBe('2026-07-01T21:59:59.999Z')
  })
  it('have 23 and 25 hours on the days the clocks change', () => {
    expect(Date.parse(dayEnd('2026-03-29')!) + 1 - Date.parse(dayStart('2026-03-29')!)).toBe(23 * 3_600_000)
    expect(Date.parse(dayEnd('2026-10-25')!) + 1 - Date.parse(dayStart('2026-10-25')!)).toBe(25 * 3_600_000)
  })
  it('name the day a moment falls on in Berlin, not where the computer is', () => {
    expect(shopDay('2026-11-30T23:30:00Z')).toBe('2026-12-01')
    expect(shopDay('2026-12-24T22:59:59.999Z')).toBe('2026-12-24')
    expect(shopDay('2026-12-24T23:00:00Z')).toBe('2026-12-25')
    expect(shopDay(null)).toBeNull()
    expect(shopDay('not a date')).toBeNull()
    expect(dayStart('2026-13-01x')).toBeNull()
    expect(dayEnd(null)).toBeNull()
  })
  it('read back as the day chosen, for every day', () => {
    const days = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10))
    fc.assert(
      fc.property(days, (day) => {
        expect(shopDay(dayStart(day))).toBe(day)
        expect(shopDay(dayEnd(day))).toBe(day)
        expect(shopDay(Date.parse(dayEnd(day)!) + 1)).not.toBe(day)
      }),
    )
  })
})
