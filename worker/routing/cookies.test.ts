import { describe, expect, it } from 'vitest'
import { COOKIE_MAX_AGE, cookiesToSet } from './cookies'

describe('country and locale cookies', () => {
  it('writes nothing when both already match (cached HTML carries no cookies)', () => {
    expect(cookiesToSet({ country: 'de', locale: 'de' }, 'de', 'de', true)).toEqual([])
  })
  it('writes both on a first visit, for a year', () => {
    const cookies = cookiesToSet({}, 'us', 'en', false)
    expect(cookies).toEqual([`country_code=us; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`, `locale=en; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`])
    expect(COOKIE_MAX_AGE).toBe(31_536_000)
  })
  it('writes only the one that changes; Secure on https', () => {
    expect(cookiesToSet({ country: 'de', locale: 'de' }, 'at', 'de', true)).toEqual([
      `country_code=at; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax; Secure`,
    ])
  })
})
