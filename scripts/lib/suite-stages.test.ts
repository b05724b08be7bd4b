import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { suiteStages } from './suite-stages.mjs'

const alone = (projects: string[]) => ({ lanes: [{ stack: 'first', alone: [], runs: [{ projects }], takers: 1 }], queue: [] })

describe('the stages of npm test once the stack is up', () => {
  it('runs the settings group, then the HTTP-bound projects on the side stack; both stacks take the journeys in shards, the side two at a time', () => {
    expect(suiteStages(['integration', 'e2e', 'backend', 'settings'], { shards: 3 })).toEqual([
      {
        lanes: [
          { stack: 'first', alone: [], runs: [], takers: 1 },
          { stack: 'side', alone: [{ projects: ['settings'] }], runs: [{ projects: ['integration', 'backend'] }], takers: 2 },
        ],
        queue: [
          { projects: ['e2e'], shard: '1/3' },
          { projects: ['e2e'], shard: '2/3' },
          { projects: ['e2e'], shard: '3/3' },
        ],
      },
    ])
  })
  it('does not cut the journeys when asked not to (a run of named files): they run whole on the first stack', () => {
    expect(suiteStages(['integration', 'e2e'], { shards: 1 })).toEqual([
      {
        lanes: [
          { stack: 'first', alone: [], runs: [{ projects: ['e2e'] }], takers: 1 },
          { stack: 'side', alone: [], runs: [{ projects: ['integration'] }], takers: 1 },
        ],
        queue: [],
      },
    ])
  })
  it('keeps only the projects asked for, on the first stack when nothing runs beside them; the settings group after', () => {
    expect(suiteStages(['backend', 'settings'])).toEqual([alone(['backend']), alone(['settings'])])
    expect(suiteStages(['e2e'])).toEqual([alone(['e2e'])])
  })
  it('runs projects no stage names in one run after the stages', () => {
    expect(suiteStages(['unit', 'e2e', 'typecheck'])).toEqual([alone(['e2e']), alone(['unit', 'typecheck'])])
  })
})
