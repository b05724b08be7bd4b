// One backup, one file: a gzip'd tar of `manifest.json`, `database/<table>.ndjson` and `files/<key>`, named by the
// moment it was made (UTC), e.g. `juwelier-2026-12-02T14-30-05Z.tar.gz`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { run } from '../processes.mjs'

export const FORMAT = 'juwelier-backup/1'

export const backupName = (at = new Date()) => `juwelier-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`

/** A scratch directory for the archive's contents; `remove()` deletes it. */
export function scratch() {
  const dir = mkdtempSync(`${tmpdir()}/juwelier-backup-`)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export async function pack(dir, manifest, file) {
  writeFileSync(`${dir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`)
  await run('tar', ['-czf', file, '-C', dir, '.'], { quiet: true })
}

/** Unpacks `file` into `dir` and returns its manifest; refuses what is not a backup of this shop. */
export async function unpack(file, dir) {
  await run('tar', ['-xzf', file, '-C', dir], { quiet: true })
  let manifest
  try {
    manifest = JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8'))
  } catch {
    throw new Error(`${file} is no backup of the shop (no manifest.json)`)
  }
  if (manifest.format !== FORMAT) throw new Error(`${file} is a backup of format ${manifest.format}, this shop reads ${FORMAT}`)
  return manifest
}
