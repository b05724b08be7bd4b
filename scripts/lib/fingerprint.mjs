import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dataDir, root } from './paths.mjs'

/** A hash of files and folders (recursively), so slow idempotent steps can be skipped when nothing changed. */
export function fingerprint(paths, extra = '') {
  const hash = createHash('sha256').update(extra)
  const visit = (path) => {
    if (!existsSync(path)) return
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') visit(`${path}/${name}`)
    } else hash.update(path).update(readFileSync(path))
  }
  for (const path of paths) visit(`${root}/${path}`)
  return hash.digest('hex')
}

const stateFile = `${dataDir}/steps.json`
const readState = () => (existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {})

/** Runs `step` unless it already ran with the same fingerprint (or `force` says its result is gone). */
export async function once(key, print, step, { force = false } = {}) {
  const state = readState()
  if (state[key] === print && !force) return false
  await step()
  markDone(key, print)
  return true
}

/** Records that the step `key` has run with this fingerprint (its result was made another way, e.g. copied). */
export function markDone(key, print) {
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(stateFile, JSON.stringify({ ...readState(), [key]: print }, null, 2))
}
