import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { stepProfile } from './step-profile.mjs'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A step's line as numbers: when it started, how long it took (seconds), its name. */
const parse = (line: string) => {
  const [, at, took, name] = /^\s+(\d+\.\d) s\s+(\d+\.\d) s\s+(.+)$/.exec(line) ?? []
  return { at: Number(at), took: Number(took), name }
}

describe('the start-up profile', () => {
  it('lists each step with when it started and how long it took; steps side by side overlap', async () => {
    const { step, lines } = stepProfile()
    await Promise.all([step('build', () => pause(300)), step('database', () => pause(100))])
    await step('Medusa', () => pause(100))
    const [head, ...rows] = lines() as string[]
    expect(head).toMatch(/^start-up in \d+\.\d s \(at, took, step\):$/)
    const [build, database, medusa] = rows.map(parse)
    expect([build.name, database.name, medusa.name]).toEqual(['build', 'database', 'Medusa'])
    expect(database.at).toBe(build.at)
    expect(build.took).toBeGreaterThanOrEqual(0.3)
    expect(medusa.at).toBeGreaterThanOrEqual(build.at + build.took - 0.1)
    expect(Number(/in (\d+\.\d) s/.exec(head)![1])).toBeLessThan(build.took + database.took + medusa.took)
  })
  it('returns what the step returns, and times a step that fails too', async () => {
    const { step, lines } = stepProfile()
    expect(await step('answer', async () => 42)).toBe(42)
    await expect(step('broken', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect((lines() as string[]).slice(1).map((line) => parse(line).name)).toEqual(['answer', 'broken'])
  })
})
