import { WorkflowManager, WorkflowScheduler } from '@medusajs/framework/orchestration'
import type { ConfigModule, ICacheService, Logger } from '@medusajs/framework/types'
import { keepSchedules } from './keep-schedules'

/** How often the worker-mode instance looks whether Redis still holds its scheduled jobs: one GET each time. */
const CHECK_EVERY_MS = 10_000
const MARK = 'job-schedules:registered'
/** The mark outlives any run of an instance between two deploys; one that expired only registers the jobs again. */
const MARK_SECONDS = 90 * 24 * 3600

type Scheduled = { id: string; options?: { schedule?: unknown } }

/** Every workflow with a schedule: the jobs of src/jobs and the plugins', once Medusa loaded them. */
const scheduledWorkflows = () => [...(WorkflowManager.getWorkflows() as Map<string, Scheduled>).values()].filter((workflow) => workflow.options?.schedule)

/** Medusa's own registration, as at the start. */
async function registerAgain(): Promise<string[]> {
  const scheduled = scheduledWorkflows()
  const scheduler = new WorkflowScheduler()
  // biome-ignore lint/suspicious/noExplicitAny: Medusa keeps its WorkflowManager untyped (a global); these are its definitions
  await Promise.all(scheduled.map((workflow) => scheduler.scheduleWorkflow(workflow as any)))
  return scheduled.map((workflow) => workflow.id)
}

type Dependencies = { configModule: ConfigModule; logger: Logger; cache: ICacheService }

/**
 * Keeps the scheduled jobs in Redis (keep-schedules.ts). Only the instance that runs jobs (worker mode "worker" or
 * "shared") on Redis does it: servers run none, and the in-process engine without Redis loses nothing. The mark is
 * kept with Medusa's cache module, which is Redis whenever REDIS_URL is set (medusa-config.ts), the same Redis as
 * the workflow engine's.
 */
export default class JobSchedulesService {
  private timer: NodeJS.Timeout | undefined

  __hooks: { onApplicationStart: () => Promise<void>; onApplicationShutdown: () => Promise<void> }

  constructor({ configModule, logger, cache }: Dependencies) {
    const { workerMode, redisUrl } = configModule.projectConfig
    const runsJobs = Boolean(redisUrl) && workerMode !== 'server'
    const marker = {
      isSet: async () => (await cache.get(MARK)) !== null,
      set: () => cache.set(MARK, true, MARK_SECONDS),
    }
    const keeper = keepSchedules({ marker, registerAgain, logger })
    this.__hooks = {
      onApplicationStart: async () => {
        // a process that loaded no jobs (`medusa exec`) has none to keep
        if (!runsJobs || !scheduledWorkflows().length) return
        // not awaited: a Redis that is away at the start must not hold the start up (the checks find the mark missing)
        void keeper.start()
        this.timer = setInterval(keeper.check, CHECK_EVERY_MS)
        // never what keeps the process alive
        this.timer.unref()
      },
      onApplicationShutdown: async () => clearInterval(this.timer),
    }
  }
}
