import { describe, expect, it } from 'vitest'
import { namedProjects } from './named-projects.mjs'

describe('the vitest projects a command line names', () => {
  it('reads both spellings, in order, and nothing else', () => {
    expect(namedProjects(['run', '--project', 'unit', '--project=worker', 'e2e/checkout.e2e.test.ts', '--shard=2/12'])).toEqual(['unit', 'worker'])
    expect(namedProjects(['run', 'worker/api.worker.test.ts'])).toEqual([])
    expect(namedProjects([])).toEqual([])
  })
})
