// The lines of each plain resource of the back office: a description file under client/admin/resources that
// defines one resource (`defineResource` or `valueResource`) and needs no screen of its own. The smallest is the
// figure the engine is judged by (how cheap a new resource is).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { root } from '../lib/paths.mjs'

const DESCRIBES = /export const \w+ = (defineResource|valueResource)</

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? files(file) : /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [file] : []
  })
}

/** `[{ file, lines }]` of every plain resource, smallest first. */
export function resourceLines() {
  return files(`${root}/client/admin/resources`)
    .map((file) => ({ file: path.relative(root, file), source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => DESCRIBES.test(source) && !/screens:\s*\{/.test(source))
    .map(({ file, source }) => ({ file, lines: source.trimEnd().split('\n').length }))
    .sort((a, b) => a.lines - b.lines)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = resourceLines()
  console.table(Object.fromEntries(lines.map(({ file, lines }) => [file, lines])))
}
