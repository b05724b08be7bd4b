import { describe, expect, it } from 'vitest'
import { dayOf, endOf, startOf } from './campaign-dates'

describe('campaign days', () => {
  it('run from the start of the first day to the end of the last, where staff are', () => {
    const start = new Date(startOf('2026-12-01')!)
    const end = new Date(endOf('2026-12-24')!)
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2026, 11, 1, 0, 0])
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([24, 23, 59, 59])
  })
  it('read back as the days staff chose, and no day as none', () => {
    expect(dayOf(startOf('2026-12-01'))).toBe('2026-12-01')
    expect(dayOf(endOf('2026-12-24'))).toBe('2026-12-24')
    expect(dayOf(null)).toBeNull()
    expect(startOf(null)).toBeNull()
    expect(dayOf('not a date')).toBeNull()
  })
})
