/** How many times in a row a write the engine did not take is tried again before it is left to `npm run search:reindex`. */
const RETRIES = 6

/**
 * The wait before trying a failed index write again, after `failures` failures in a row: 2, 4, 8 … 64 s (the worker
 * busy or restarting, the hosted engine briefly away); null once RETRIES are spent (the storefront may not run at all:
 * seeding, start-up).
 */
export function writeRetryWait(failures: number): number | null {
  return failures >= 1 && failures <= RETRIES ? 1000 * 2 ** failures : null
}
