import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Medusa records applied migrations by class name in one table for all modules: a second module's migration with a
// name already recorded is skipped as "up-to-date", and its tables never appear.
const modules = join(__dirname, '..', 'modules')

function migrationNames() {
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        return readdirSync(join(modules, entry.name, 'migrations'))
          .filter((file) => /^Migration\d+\.ts$/.test(file))
          .map((file) => `${entry.name}/${file}`)
      } catch {
        return []
      }
    })
}

describe("the modules' migrations", () => {
  it('have names unique across all modules', () => {
    const names = migrationNames()
    expect(names.length).toBeGreaterThan(0)
    const byName = new Map<string, string[]>()
    for (const path of names) byName.set(path.split('/')[1], [...(byName.get(path.split('/')[1]) ?? []), path])
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([])
  })
})
