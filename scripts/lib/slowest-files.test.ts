import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { slowestFiles, slowestFilesLines } from './slowest-files.mjs'

const result = (name: string, startTime: number, endTime: number) => ({ name, startTime, endTime, assertionResults: [] })

describe('the slowest test files', () => {
  it('takes the slowest of all reports, slowest first, with paths relative to the repository', () => {
    const reports = [
      { testResults: [result('/repo/a.test.ts', 1_000, 2_500), result('/repo/b.test.ts', 0, 40_000)] },
      { testResults: [result('/repo/e2e/c.e2e.test.ts', 5_000, 95_000), result('/elsewhere/d.test.ts', 0, 3_000)] },
    ]
    expect(slowestFiles(reports, '/repo', 3)).toEqual([
      { file: 'e2e/c.e2e.test.ts', seconds: 90 },
      { file: 'b.test.ts', seconds: 40 },
      { file: '/elsewhere/d.test.ts', seconds: 3 },
    ])
  })
  it('keeps ten by default and skips files without times (one that never ran)', () => {
    const many = Array.from({ length: 12 }, (_, i) => result(`/repo/f${i}.test.ts`, 0, i * 1_000))
    const files = slowestFiles([{ testResults: [...many, { name: '/repo/x.test.ts' }] }, {}], '/repo')
    expect(files).toHaveLength(10)
    expect(files[0]).toEqual({ file: 'f11.test.ts', seconds: 11 })
    expect(files.map((f: { file: string }) => f.file)).not.toContain('x.test.ts')
  })
  it('prints one line per file with aligned durations, nothing without files', () => {
    expect(
      slowestFilesLines([
        { file: 'e2e/c.e2e.test.ts', seconds: 90 },
        { file: 'b.test.ts', seconds: 4.2 },
      ]),
    ).toEqual(['slowest test files:', '  90.0 s  e2e/c.e2e.test.ts', '   4.2 s  b.test.ts'])
    expect(slowestFilesLines([])).toEqual([])
  })
})
