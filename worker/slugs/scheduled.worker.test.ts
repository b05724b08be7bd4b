import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../index'

describe('the cron trigger', () => {
  it('runs the slug sync (which fails cleanly while Medusa is unreachable)', async () => {
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env, ctx)
    await expect(waitOnExecutionContext(ctx)).rejects.toThrow(/Network connection lost|connect/)
  })
})
