import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain .mjs scripts without type declarations
import { adminCalls, adminCallsDoc, adminCatalogue } from './admin-calls.mjs'
// @ts-expect-error: see above
import { callFiles, NOT_USED, REASON_TO_WRITE, readTable } from './lib/admin-calls/doc-table.mjs'

type Entry = { method: string; path: string }
type Row = { call: string; screen: string; files: string[]; count: number }

const rows: Map<string, Row> = readTable(readFileSync(adminCallsDoc, 'utf8'))
const issued: { entry: Entry; files: string[] }[] = callFiles(adminCatalogue(), adminCalls())
const fix = '(node scripts/admin-calls.mjs --table rewrites the table; then word the new rows)'

describe("client/admin/admin-calls.md's table of the admin calls", () => {
  it('has one row for each catalogued call and no other', () => {
    expect([...rows.keys()].sort(), fix).toEqual(issued.map(({ entry }) => `${entry.method} ${entry.path}`).sort())
    expect([...rows.values()].filter((row) => row.count > 1).map((row) => row.call)).toEqual([])
  })

  it('names, for every call the back office makes, a screen and only code that really makes it', () => {
    for (const { entry, files } of issued.filter(({ files }) => files.length)) {
      const row = rows.get(`${entry.method} ${entry.path}`)!
      expect(row.screen.startsWith(NOT_USED), `${row.call} is made by ${files.join(', ')} ${fix}`).toBe(false)
      expect(row.files.length, `${row.call} names its code`).toBeGreaterThan(0)
      for (const file of row.files) expect(files, `${row.call}: ${file} does not make it ${fix}`).toContain(file)
    }
  })

  it('gives the reason for every call no screen makes', () => {
    for (const { entry } of issued.filter(({ files }) => !files.length)) {
      const row = rows.get(`${entry.method} ${entry.path}`)!
      expect(row.screen.startsWith(NOT_USED), `${row.call} is made by no screen ${fix}`).toBe(true)
      expect(row.screen, `${row.call} needs its reason`).not.toBe(REASON_TO_WRITE)
      expect(row.screen.length - NOT_USED.length, `${row.call}: a reason in words`).toBeGreaterThan(15)
    }
  })
})
