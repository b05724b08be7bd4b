type Logger = { warn: (message: string) => void }

/** A mark kept in the same Redis as the scheduled jobs: gone when Redis lost its data. */
type Marker = { isSet: () => Promise<boolean>; set: () => Promise<void> }

type Keeper = {
  marker: Marker
  /** Registers every scheduled job again (idempotent: one already there is replaced by itself); resolves to their names. */
  registerAgain: () => Promise<string[]>
  logger: Logger
}

/**
 * The scheduled jobs (src/jobs) are BullMQ repeatable entries that the worker-mode instance writes to Redis once, at
 * its start; a Redis that comes back empty (a restart without persistence, a failover) has none, and no job runs
 * again until that instance restarts. The mark is set beside them at the start; a check that finds it gone registers
 * the jobs again, and sets it only once they are all there, so a check during an outage just tries again next time.
 * Returns `start` (at the application's start, once Medusa registered the jobs) and `check` (one check; a check
 * still running, e.g. waiting for an absent Redis, makes the next one a no-op).
 */
export function keepSchedules({ marker, registerAgain, logger }: Keeper) {
  let running = false
  let failing = false
  async function start() {
    try {
      await marker.set()
    } catch (error) {
      // Redis is not there yet: the first check registers the jobs once it is
      logger.warn(`scheduled jobs: could not mark them registered (${(error as Error).message}); the next check will`)
    }
  }
  async function check() {
    if (running) return
    running = true
    try {
      // set only at the start and here, never refreshed: a write racing a restart could mark an empty Redis
      if (!(await marker.isSet())) {
        const names = await registerAgain()
        await marker.set()
        logger.warn(`scheduled jobs: Redis no longer held them (it came back empty); registered ${names.length} again: ${names.join(', ')}`)
      }
      failing = false
    } catch (error) {
      // Redis is away: said once, and tried again at each check until it is back
      if (!failing) logger.warn(`scheduled jobs: cannot check them (${(error as Error).message}); trying again`)
      failing = true
    } finally {
      running = false
    }
  }
  return { start, check }
}
