import { describe, expect, it } from 'vitest'
import { isoDate, monthGrid, parseIsoDate, shiftMonth } from './calendar'

describe('the date picker calendar', () => {
  it('lays a month out in weeks starting on Monday', () => {
    // November 2026 starts on a Sunday
    const weeks = monthGrid(2026, 10)
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1])
    expect(weeks.at(-1)).toEqual([30, null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
  })
  it('moves by months and years across the year end', () => {
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 })
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 })
    expect(shiftMonth(2026, 1, 12)).toEqual({ year: 2027, month: 1 })
  })
  it('reads and writes ISO dates, refusing impossible ones', () => {
    expect(isoDate(2026, 1, 3)).toBe('2026-02-03')
    expect(parseIsoDate('2026-02-03')).toEqual({ year: 2026, month: 1, day: 3 })
    expect(parseIsoDate('2026-02-30')).toBeNull()
    expect(parseIsoDate('03.02.2026')).toBeNull()
  })
})
