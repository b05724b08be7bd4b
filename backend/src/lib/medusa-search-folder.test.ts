import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Medusa's search loader imports every file under src/search/ at boot, test files included: a unit test there stopped
// `medusa db:migrate` on a fresh clone. The shop's search index code lives in src/search-index/, which Medusa leaves alone.
describe("Medusa's scanned folders", () => {
  it('hold no src/search/ folder', () => {
    expect(existsSync(join(__dirname, '../search'))).toBe(false)
  })
})
