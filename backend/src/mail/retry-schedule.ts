import { intervalSetting } from '../lib/interval-setting'

type Env = Record<string, string | undefined>

/** How long the shop keeps trying a mail the mail server did not take: then it gives up and staff send it again by hand. */
export const GIVE_UP_AFTER_MS = 24 * 3600 * 1000
/** The longest wait between two attempts. */
const MAX_WAIT_MS = 3600 * 1000
const DEFAULT_INTERVAL_MS = 60_000

/**
 * The retry job's interval, which is also the first wait after a failed send (`MAIL_RETRY_INTERVAL_MS`, default one
 * minute; the test stack makes it seconds so a test sees a stopped mail server's mails arrive soon after it is back).
 */
export const retryInterval = (env: Env): number => intervalSetting(env.MAIL_RETRY_INTERVAL_MS, DEFAULT_INTERVAL_MS)

/**
 * When the attempt after `attempts` attempts may run: the interval doubles with each attempt (1, 2, 4, … minutes),
 * never more than an hour apart. The wait also holds a mail claimed by one attempt away from the next, so it is
 * never shorter than one interval.
 */
export function nextAttemptAt(attempts: number, now: Date, interval: number): Date {
  const wait = Math.min(interval * 2 ** Math.max(0, attempts - 1), Math.max(MAX_WAIT_MS, interval))
  return new Date(now.getTime() + wait)
}

/** The moment a mail recorded (or sent again by staff) at `from` is given up. */
export const giveUpAt = (from: Date): Date => new Date(from.getTime() + GIVE_UP_AFTER_MS)
