import { describe, expect, it } from 'vitest'
import { GIVE_UP_AFTER_MS, giveUpAt, nextAttemptAt, retryInterval } from './retry-schedule'

const now = new Date('2026-12-02T10:00:00Z')
const minutesAfter = (date: Date) => (date.getTime() - now.getTime()) / 60_000

describe('the retry schedule of a mail the server did not take', () => {
  it('waits one interval, then doubles, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => minutesAfter(nextAttemptAt(attempts, now, 60_000)))).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })

  it('tries a day long', () => {
    expect(giveUpAt(now).getTime() - now.getTime()).toBe(GIVE_UP_AFTER_MS)
    expect(GIVE_UP_AFTER_MS).toBe(24 * 3600 * 1000)
  })

  it('reads the interval from MAIL_RETRY_INTERVAL_MS, a minute by default', () => {
    expect(retryInterval({})).toBe(60_000)
    expect(retryInterval({ MAIL_RETRY_INTERVAL_MS: '2000' })).toBe(2000)
    expect(retryInterval({ MAIL_RETRY_INTERVAL_MS: 'soon' })).toBe(60_000)
    expect(retryInterval({ MAIL_RETRY_INTERVAL_MS: '0' })).toBe(60_000)
  })
})
