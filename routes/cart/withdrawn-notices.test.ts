import { describe, expect, it } from 'vitest'
import { untoldWithdrawals } from './withdrawn-notices'

function storage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [['juwelier:withdrawn-promotions-told', initial]])
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

const SUMMER = { code: 'SOMMER10', at: '2026-12-03T10:00:00.000Z' }
const WINTER = { code: 'WINTER', at: '2026-12-03T11:00:00.000Z' }

describe('untoldWithdrawals', () => {
  it('tells each withdrawal once, however many reads bring it', () => {
    const store = storage()
    expect(untoldWithdrawals('cart_1', [SUMMER], store)).toEqual([SUMMER])
    expect(untoldWithdrawals('cart_1', [SUMMER], store)).toEqual([])
    expect(untoldWithdrawals('cart_1', [SUMMER, WINTER], store)).toEqual([WINTER])
  })

  it('tells the same code again when it was withdrawn again later, and per cart', () => {
    const store = storage()
    untoldWithdrawals('cart_1', [SUMMER], store)
    const again = { ...SUMMER, at: '2026-12-04T09:00:00.000Z' }
    expect(untoldWithdrawals('cart_1', [SUMMER, again], store)).toEqual([again])
    expect(untoldWithdrawals('cart_2', [SUMMER], store)).toEqual([SUMMER])
  })

  it('reads what it cannot parse as nothing told, and tells when the storage refuses to save', () => {
    expect(untoldWithdrawals('cart_1', [SUMMER], storage('{not json'))).toEqual([SUMMER])
    expect(untoldWithdrawals('cart_1', [SUMMER], storage('{"a":1}'))).toEqual([SUMMER])
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(untoldWithdrawals('cart_1', [SUMMER], full)).toEqual([SUMMER])
  })

  it('remembers the newest 50', () => {
    const store = storage()
    const many = Array.from({ length: 60 }, (_, n) => ({ code: `C${n}`, at: SUMMER.at }))
    untoldWithdrawals('cart_1', many, store)
    expect(untoldWithdrawals('cart_1', [many[59]], store)).toEqual([])
    expect(untoldWithdrawals('cart_1', [many[0]], store)).toEqual([many[0]])
  })
})
