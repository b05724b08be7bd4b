import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { suiteStages } from './suite-stages.mjs'

describe('the stages of npm test once the stack is up', () => {
  it('runs the HTTP-bound projects on the side stack, both stacks take the journeys in shards, then the settings group alone', () => {
    expect(suiteStages(['integration', 'e2e', 'backend', 'settings'], { shards: 3 })).toEqual([
      {
        lanes: [
          { stack: 'first', runs: [] },
          { stack: 'side', runs: [{ projects: ['integration', 'backend'] }] },
        ],
        queue: [
          { projects: ['e2e'], shard: '1/3' },
          { projects: ['e2e'], shard: '2/3' },
          { projects: ['e2e'], shard: '3/3' },
        ],
      },
      { lanes: [{ stack: 'first', runs: [{ projects: ['settings'] }] }], queue: [] },
    ])
  })
  it('does not cut the journeys when asked not to (a run of named files): they run whole on the first stack', () => {
    expect(suiteStages(['integration', 'e2e'], { shards: 1 })).toEqual([
      {
        lanes: [
          { stack: 'first', runs: [{ projects: ['e2e'] }] },
          { stack: 'side', runs: [{ projects: ['integration'] }] },
        ],
        queue: [],
      },
    ])
  })
  it('keeps only the projects asked for, on the first stack when nothing runs beside them', () => {
    expect(suiteStages(['backend', 'settings'])).toEqual([
      { lanes: [{ stack: 'first', runs: [{ projects: ['backend'] }] }], queue: [] },
      { lanes: [{ stack: 'first', runs: [{ projects: ['settings'] }] }], queue: [] },
    ])
    expect(suiteStages(['e2e'])).toEqual([{ lanes: [{ stack: 'first', runs: [{ projects: ['e2e'] }] }], queue: [] }])
  })
  it('runs projects no stage names in one run after the stages', () => {
    expect(suiteStages(['unit', 'e2e', 'typecheck'])).toEqual([
      { lanes: [{ stack: 'first', runs: [{ projects: ['e2e'] }] }], queue: [] },
      { lanes: [{ stack: 'first', runs: [{ projects: ['unit', 'typecheck'] }] }], queue: [] },
    ])
  })
})
