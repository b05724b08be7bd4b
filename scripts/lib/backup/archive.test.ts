import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { backupName } from './archive.mjs'

describe('the name of a backup', () => {
  it('is the moment it was made, in UTC, fit for a file name', () => {
    expect(backupName(new Date('2026-12-02T14:30:05.123Z'))).toBe('juwelier-2026-12-02T14-30-05Z.tar.gz')
  })
})
