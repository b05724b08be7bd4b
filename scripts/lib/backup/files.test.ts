import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { fileStore } from './files.mjs'

/**
 * The local store of `npm run backup` / `npm run restore` (`backend/static`, a development stack's): the same round
 * trip as the bucket's in scripts/backup-restore.int.test.ts, which covers everything else of the two commands.
 */
describe('the files of a local store in a backup', () => {
  const work = mkdtempSync(`${tmpdir()}/juwelier-backup-files-`)
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it('are copied into the backup with their size and SHA-256 and written back byte for byte, nested names included', async () => {
    const shop = `${work}/static`
    mkdirSync(`${shop}/exports`, { recursive: true })
    const files = { 'picture.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1]), 'exports/products.csv': Buffer.from('handle;title\nring;Ring\n') }
    for (const [key, bytes] of Object.entries(files)) writeFileSync(`${shop}/${key}`, bytes)

    const saved = await fileStore({}, shop).save(`${work}/backup`)
    expect(saved.map(({ key, bytes }: { key: string; bytes: number }) => [key, bytes]).sort()).toEqual(
      Object.entries(files)
        .map(([key, bytes]) => [key, bytes.length])
        .sort(),
    )
    expect(saved.every(({ sha256 }: { sha256: string }) => /^[0-9a-f]{64}$/.test(sha256))).toBe(true)

    const restored = `${work}/restored`
    await fileStore({}, restored).restore(`${work}/backup`, saved)
    for (const [key, bytes] of Object.entries(files)) expect(readFileSync(`${restored}/${key}`)).toEqual(bytes)
  })
})
