import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** dependency-cruiser with the repository's rules (.dependency-cruiser.cjs): its report of the cycles, empty when there are none. */
async function cycles(cwd: string, paths: string[]): Promise<string> {
  const args = ['--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'err', ...paths]
  try {
    await promisify(execFile)(path.join(root, 'node_modules/.bin/depcruise'), args, { cwd })
    return ''
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    return `${stdout ?? ''}${stderr ?? ''}`.trim() || String(error)
  }
}

describe('import cycles', () => {
  it('finds a loop through a type import or a lazy import, and none in a tree', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'))
    mkdirSync(path.join(dir, 'area'))
    writeFileSync(path.join(dir, 'area/resource.tsx'), "import { lazy } from 'react'\nexport const section = lazy(() => import('./section'))\n")
    writeFileSync(path.join(dir, 'area/section.tsx'), "import type { X } from './resource'\nimport { util } from '../util'\n")
    writeFileSync(path.join(dir, 'util.ts'), 'export const util = 1\n')
    writeFileSync(path.join(dir, 'a.ts'), "export { b } from './b'\n")
    writeFileSync(path.join(dir, 'b.ts'), "import { util } from './util'\n")
    const report = await cycles(dir, ['.'])
    expect(report).toMatch(/area\/resource\.tsx → \s*area\/section\.tsx →\s*area\/resource\.tsx/)
    expect(report).toMatch(/1 dependency violations/)
  })

  it('leaves none in the repository', async () => {
    expect(await cycles(root, ['.'])).toBe('')
  })
})
