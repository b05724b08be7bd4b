// The table of client/admin/admin-calls.md that names, for every catalogued admin call, the screen that makes it and the
// code it is made in — or why no screen makes it. `node scripts/admin-calls.mjs --table` writes it;
// scripts/admin-calls-doc.test.ts checks it against what the code really issues.
import { entriesOf } from './catalogue.mjs'

const TABLE_START = '<!-- admin-calls-table: written by `node scripts/admin-calls.mjs --table`, checked by scripts/admin-calls-doc.test.ts -->'
const TABLE_END = '<!-- /admin-calls-table -->'
export const NOT_USED = 'not used: '
export const REASON_TO_WRITE = 'not used: (reason to write)'

const callText = (entry) => `${entry.method} ${entry.path}`
const code = (file) => file.replace(/^.*?client\/admin\//, '')

/** `{ entry, files }` for every catalogued call: the back-office files (relative to client/admin) that issue it. */
export function callFiles(catalogue, calls) {
  return catalogue.map((entry) => ({
    entry,
    files: [...new Set(calls.filter((call) => entriesOf(call, [entry]).length).map((call) => code(call.file)))].sort(),
  }))
}

/** The rows of the table in a document: `{ call, screen, files }` keyed by "METHOD /path". */
export function readTable(markdown) {
  const start = markdown.indexOf(TABLE_START)
  const end = markdown.indexOf(TABLE_END)
  if (start < 0 || end < start) return new Map()
  const rows = new Map()
  for (const line of markdown.slice(start, end).split('\n')) {
    const cells = /^\| `([A-Z]+ [^`]+)` \| (.*?) \| (.*?) \|$/.exec(line)
    if (!cells) continue
    const files = [...cells[3].matchAll(/`([^`]+)`/g)].map((match) => match[1])
    rows.set(cells[1], { call: cells[1], screen: cells[2], files, count: (rows.get(cells[1])?.count ?? 0) + 1 })
  }
  return rows
}

/** A screen named after the folder its code lives in, until someone words it better in the document. */
function defaultScreen(files) {
  const parts = files[0].replace(/\.[jt]sx?$/, '').split('/')
  return parts.slice(parts[0] === 'resources' ? 1 : 0).join(' › ')
}

/** The table's markdown: the wording of the existing rows is kept, new rows get a default. */
export function writeTable(catalogue, calls, existing = new Map()) {
  const lines = [TABLE_START, '', '| call | screen | code |', '|---|---|---|']
  for (const { entry, files } of callFiles(catalogue, calls)) {
    const before = existing.get(callText(entry))
    const keeps = before && (files.length ? !before.screen.startsWith(NOT_USED) : before.screen.startsWith(NOT_USED))
    const screen = keeps ? before.screen : files.length ? defaultScreen(files) : REASON_TO_WRITE
    lines.push(`| \`${callText(entry)}\` | ${screen} | ${files.map((file) => `\`${file}\``).join(', ')} |`)
  }
  return [...lines, '', TABLE_END].join('\n')
}

/** The document with its table written anew (appended under its own heading when it has none yet). */
export function withTable(markdown, table) {
  const start = markdown.indexOf(TABLE_START)
  const end = markdown.indexOf(TABLE_END)
  if (start >= 0 && end > start) return markdown.slice(0, start) + table + markdown.slice(end + TABLE_END.length)
  return `${markdown.trimEnd()}\n\n## Every admin call and the screen that makes it\n${table}\n`
}
