import { describe, expect, it } from 'vitest'
import { PASSWORD_HASH_LOG_N, passwordHashConfig, passwordHashProblems } from './password-hash'

describe("a password hash's cost", () => {
  it("is Medusa's default unless a whole number from 10 is set", () => {
    expect(passwordHashConfig({})).toEqual({ logN: PASSWORD_HASH_LOG_N, r: 8, p: 1 })
    expect(passwordHashConfig({ PASSWORD_HASH_LOG_N: '12' }).logN).toBe(12)
    expect(passwordHashConfig({ PASSWORD_HASH_LOG_N: '16' }).logN).toBe(16)
    for (const value of ['9', '0', '-3', '12.5', 'cheap', '']) expect(passwordHashConfig({ PASSWORD_HASH_LOG_N: value }).logN).toBe(PASSWORD_HASH_LOG_N)
  })

  it('refuses a cost below the default in production, and nothing else', () => {
    expect(passwordHashProblems({ PASSWORD_HASH_LOG_N: '12' })).toEqual([expect.stringContaining('PASSWORD_HASH_LOG_N is 12')])
    expect(passwordHashProblems({})).toEqual([])
    expect(passwordHashProblems({ PASSWORD_HASH_LOG_N: '15' })).toEqual([])
    expect(passwordHashProblems({ PASSWORD_HASH_LOG_N: '17' })).toEqual([])
  })
})
