import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { suiteStages } from './suite-stages.mjs'

describe('the stages of npm test once the stack is up', () => {
  it('runs the journeys beside the HTTP-bound projects, then the settings group alone', () => {
    expect(suiteStages(['integration', 'e2e', 'backend', 'settings'])).toEqual([[['e2e'], ['integration', 'backend']], [['settings']]])
  })
  it('keeps only the projects asked for', () => {
    expect(suiteStages(['backend', 'settings'])).toEqual([[['backend']], [['settings']]])
    expect(suiteStages(['e2e'])).toEqual([[['e2e']]])
  })
  it('runs projects no stage names in one run after the stages', () => {
    expect(suiteStages(['unit', 'e2e', 'typecheck'])).toEqual([[['e2e']], [['unit', 'typecheck']]])
  })
})
