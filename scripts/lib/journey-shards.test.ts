import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { durationsOf, planJourneyShards } from './journey-shards.mjs'

const weights = (plan: { weight: number }[]) => plan.map((shard) => shard.weight)

describe('the journeys cut into shards', () => {
  it('makes the shards smaller along the queue, from 1.5 to 0.5 times the mean, placing the heaviest files first', () => {
    const durations = { 'e2e/a.e2e.test.ts': 40, 'e2e/b.e2e.test.ts': 30, 'e2e/c.e2e.test.ts': 20, 'e2e/d.e2e.test.ts': 10 }
    // targets 75 and 25: a and b fill the first; c goes to the second, which then has as little room as the first
    expect(planJourneyShards(Object.keys(durations), durations, 2)).toEqual([
      { files: ['e2e/a.e2e.test.ts', 'e2e/b.e2e.test.ts', 'e2e/d.e2e.test.ts'], weight: 80 },
      { files: ['e2e/c.e2e.test.ts'], weight: 20 },
    ])
  })
  it('keeps the shards near their targets over many files', () => {
    const durations = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`e2e/f${i}.e2e.test.ts`, 5 + ((i * 37) % 60)]))
    const plan = planJourneyShards(Object.keys(durations), durations, 12)
    const mean = Object.values(durations).reduce((a, b) => a + b, 0) / 12
    expect(plan).toHaveLength(12)
    for (const [index, shard] of (plan as { weight: number }[]).entries()) expect(Math.abs(shard.weight - mean * (1.5 - index / 11))).toBeLessThan(15)
  })
  it('weighs a file it has no duration for as the median of the others', () => {
    const durations = { 'e2e/a.e2e.test.ts': 50, 'e2e/b.e2e.test.ts': 10, 'e2e/c.e2e.test.ts': 30 }
    const plan = planJourneyShards([...Object.keys(durations), 'e2e/new.e2e.test.ts'], durations, 4)
    expect(weights(plan).sort((a, b) => a - b)).toEqual([10, 30, 30, 50])
  })
  it('places every file once, makes no empty shards and the same plan whatever the order of the files given', () => {
    const files = ['e2e/b.e2e.test.ts', 'e2e/a.e2e.test.ts', 'e2e/c.e2e.test.ts']
    for (const count of [1, 2, 3, 5]) {
      const plan: { files: string[] }[] = planJourneyShards(files, {}, count)
      expect(plan.length).toBeLessThanOrEqual(count)
      for (const shard of plan) expect(shard.files.length).toBeGreaterThan(0)
      expect(plan.flatMap((shard) => shard.files).sort()).toEqual([...files].sort())
      expect(planJourneyShards([...files].reverse(), {}, count)).toEqual(plan)
    }
  })
  it('reads the durations from vitest reports, relative to the repository, in whole seconds', () => {
    const reports = [
      {
        testResults: [
          { name: '/repo/e2e/b.e2e.test.ts', startTime: 1000, endTime: 43_600 },
          { name: '/repo/e2e/a.e2e.test.ts', startTime: 0, endTime: 200 },
        ],
      },
    ]
    expect(durationsOf(reports, '/repo')).toEqual({ 'e2e/a.e2e.test.ts': 1, 'e2e/b.e2e.test.ts': 43 })
  })
})
