import { describe, expect, it } from 'vitest'
import { keepSchedules } from './keep-schedules'

/** A Redis that can lose its data and be away, holding the mark and the registered jobs. */
function redis() {
  const state = { up: true, marked: false, jobs: [] as string[], warnings: [] as string[] }
  const away = () => {
    if (!state.up) throw new Error('Connection is closed.')
  }
  const keeper = keepSchedules({
    marker: {
      isSet: async () => {
        away()
        return state.marked
      },
      set: async () => {
        away()
        state.marked = true
      },
    },
    registerAgain: async () => {
      away()
      state.jobs = ['job-mail-retry', 'job-price-list-boundaries']
      return state.jobs
    },
    logger: { warn: (message) => state.warnings.push(message) },
  })
  return { state, keeper, emptied: () => Object.assign(state, { marked: false, jobs: [] }) }
}

describe('keeping the scheduled jobs in Redis', () => {
  it('marks them at the start and leaves them alone while Redis holds them', async () => {
    const { state, keeper } = redis()
    await keeper.start()
    await keeper.check()
    await keeper.check()
    expect([state.marked, state.jobs, state.warnings]).toEqual([true, [], []])
  })

  it('registers them again once, with one line, when Redis came back empty', async () => {
    const { state, keeper, emptied } = redis()
    await keeper.start()
    emptied()
    await keeper.check()
    await keeper.check()
    expect(state.jobs).toEqual(['job-mail-retry', 'job-price-list-boundaries'])
    expect(state.warnings).toEqual([
      'scheduled jobs: Redis no longer held them (it came back empty); registered 2 again: job-mail-retry, job-price-list-boundaries',
    ])
  })

  it('says once that Redis is away, and registers them when it is back', async () => {
    const { state, keeper, emptied } = redis()
    await keeper.start()
    state.up = false
    await keeper.check()
    await keeper.check()
    expect(state.warnings).toEqual(['scheduled jobs: cannot check them (Connection is closed.); trying again'])
    emptied()
    state.up = true
    await keeper.check()
    expect([state.marked, state.jobs.length, state.warnings.length]).toEqual([true, 2, 2])
  })

  it('registers them on the first check when Redis was away at the start', async () => {
    const { state, keeper } = redis()
    state.up = false
    await keeper.start()
    state.up = true
    await keeper.check()
    expect([state.marked, state.jobs.length]).toEqual([true, 2])
  })

  it('runs one check at a time: one waiting for Redis makes the next a no-op', async () => {
    const { state, keeper, emptied } = redis()
    await keeper.start()
    emptied()
    await Promise.all([keeper.check(), keeper.check()])
    expect(state.warnings.length).toBe(1)
  })
})
