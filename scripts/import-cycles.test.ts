import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { cyclesOf, importGraph } from './lib/import-cycles.mjs'

const names = (cycles: string[][]) => cycles.map((cycle) => cycle.map((file) => path.basename(file)).sort())

describe('import cycles', () => {
  it('finds a loop through a type import or a lazy import, and none in a tree', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'))
    mkdirSync(path.join(dir, 'area'))
    writeFileSync(path.join(dir, 'area/resource.tsx'), "import { lazy } from 'react'\nexport const section = lazy(() => import('./section'))\n")
    writeFileSync(path.join(dir, 'area/section.tsx'), "import type { X } from './resource'\nimport { util } from '../util'\n")
    writeFileSync(path.join(dir, 'util.ts'), 'export const util = 1\n')
    writeFileSync(path.join(dir, 'a.ts'), "export { b } from './b'\n")
    writeFileSync(path.join(dir, 'b.ts'), "import { util } from './util'\n")
    expect(names(cyclesOf(importGraph(dir)))).toEqual([['resource.tsx', 'section.tsx']])
  })

  it('leaves none in the back office', () => {
    expect(names(cyclesOf(importGraph(path.resolve('client/admin'))))).toEqual([])
  })
})
