import { describe, expect, it } from 'vitest'
import { rememberWithdrawn, withdrawnToTell } from './repriced-cart'

const AT = '2026-12-03T10:00:00.000Z'

describe('rememberWithdrawn', () => {
  it('adds the codes taken off now after the earlier ones', () => {
    const earlier = [{ code: 'ALT', at: '2026-11-01T00:00:00.000Z' }]
    expect(rememberWithdrawn(earlier, ['WEG', 'AUS'], AT)).toEqual([...earlier, { code: 'WEG', at: AT }, { code: 'AUS', at: AT }])
  })

  it('counts a stored value of another shape as none, and drops entries that are not withdrawals', () => {
    for (const stored of [undefined, null, '', 'WEG', { code: 'WEG', at: AT }, 42]) {
      expect(rememberWithdrawn(stored, ['NEU'], AT)).toEqual([{ code: 'NEU', at: AT }])
    }
    expect(rememberWithdrawn([null, { code: 1, at: AT }, { code: 'OK', at: AT }, 'x'], [], AT)).toEqual([{ code: 'OK', at: AT }])
  })

  it('keeps the newest ten', () => {
    const stored = Array.from({ length: 10 }, (_, n) => ({ code: `C${n}`, at: AT }))
    const kept = rememberWithdrawn(stored, ['NEU'], AT)
    expect(kept).toHaveLength(10)
    expect(kept[0].code).toBe('C1')
    expect(kept.at(-1)?.code).toBe('NEU')
  })
})

describe('withdrawnToTell', () => {
  it('leaves out a code that is on the cart again', () => {
    const stored = [
      { code: 'WEG', at: AT },
      { code: 'WIEDER', at: AT },
    ]
    expect(withdrawnToTell(stored, ['WIEDER'])).toEqual([{ code: 'WEG', at: AT }])
    expect(withdrawnToTell(undefined, [])).toEqual([])
  })
})
