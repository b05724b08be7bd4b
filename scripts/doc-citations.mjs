// Whoever clones this repository has only this repository. So no comment, test name, text or document may send the
// reader to a Markdown file that is not in it, nor lean on the team's notes kept elsewhere: their specifications
// (numbered sections such as "§7"), coordination contracts ("contract 2") or issue numbers ("issue #10"). State the
// rule itself, or point to a section of ARCHITECTURE.md or docs/. `node scripts/doc-citations.mjs` lists every
// offence; scripts/doc-citations.test.ts keeps the tree at none.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { posix } from 'node:path'
import { root } from './lib/paths.mjs'

/** The team's documents outside the repository: named bare, they mean those (docs/back-office.md is ours). */
export const OUTSIDE_DOCUMENTS = ['storefront.md', 'back-office.md', 'coordination.md', 'developers.md']

// an address on the web is not a file of ours (its path may well end in .md)
const WEB_ADDRESS = /\b[a-z][a-z+.-]*:\/\/[^\s)>\]'"`]+/gi
// a Markdown file's name, with or without a path: README.md, ../docs/deployment.md, docs/back-office.md#anchor
const MARKDOWN_FILE = /(?<![\w./-])((?:\.{1,2}\/|[\w-]+\/)*[\w.-]*\w\.md)(?![\w-])/gi
// "contract 4", "issue #10", "issue 9"; a public project's own issue ("medusajs/medusa issue 16770") is fine
const TEAM_REFERENCE = /(?<![\w-]+\/[\w.-]+[\s*/#]+)\b(contract|issue) #?\d+/gi
// a numbered section of a document the reader does not have ("§7", "(§8)", "§3/§9"); a law's or an RFC's section
// ("UStG §14", "RFC 9110 §7.6.1") and the shop's own legal texts ("§ 1 Geltungsbereich") are not
const SECTION_SIGN = /(?<!\b(?:RFC \d+|[A-Z][a-z]*[A-Z][A-Za-z]*) )§\d/g
// "the spec's debounce", "storefront spec", "back-office spec", "the specification"
const SPECIFICATION = /\b(?:the|storefront|back-office)\s+spec(?:ification)?s?\b/gi

const lineOf = (text, index) => text.slice(0, index).split('\n').length

/**
 * Every citation in `text` (the content of `file`, a path relative to the root) that a reader of the repository
 * cannot follow; `exists(path)` says whether a root-relative path is a file of the repository.
 */
export function citationProblems(file, text, exists) {
  const problems = []
  const add = (index, found, reason) => problems.push({ file, line: lineOf(text, index), found, reason })
  const prose = text.replace(WEB_ADDRESS, (address) => ' '.repeat(address.length))

  for (const match of prose.matchAll(MARKDOWN_FILE)) {
    const name = match[1]
    const bare = !name.includes('/')
    if (bare && OUTSIDE_DOCUMENTS.includes(name.toLowerCase())) {
      add(match.index, name, 'a document outside the repository: state the rule, or point to ARCHITECTURE.md or docs/')
    } else if (!resolves(file, name, exists)) {
      add(match.index, name, 'no such Markdown file in the repository')
    }
  }
  for (const match of prose.matchAll(TEAM_REFERENCE)) add(match.index, match[0], "a reference to the team's notes outside the repository: say what it means")
  for (const match of prose.matchAll(SECTION_SIGN)) add(match.index, match[0], 'a numbered section of a document outside the repository: state the rule itself')
  for (const match of prose.matchAll(SPECIFICATION)) add(match.index, match[0], 'the specification is not in the repository: state the rule itself')
  return problems.sort((a, b) => a.line - b.line)
}

/** As a reader would look for it: beside the citing file, else from the repository's root. */
function resolves(file, name, exists) {
  const path = name.replace(/#.*$/, '')
  const besides = posix.normalize(posix.join(posix.dirname(file), path))
  const fromRoot = posix.normalize(path)
  return [besides, fromRoot].some((candidate) => !candidate.startsWith('../') && exists(candidate))
}

// lock files are generated; this file and its test name the forbidden citations on purpose
const SKIPPED = [/(^|\/)package-lock\.json$/, /^scripts\/doc-citations(\.test\.ts|\.mjs)$/]

/** The repository's files as git sees them: tracked, plus new ones not ignored (a document being written). */
export function repositoryFiles(dir = root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  // a link to a folder (backend/src/rules) is not a document
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => existsSync(`${dir}/${file}`) && statSync(`${dir}/${file}`).isFile())
}

/** Every citation problem of the repository at `dir`. */
export function repositoryProblems(dir = root) {
  const files = repositoryFiles(dir)
  const known = new Set(files)
  return files.flatMap((file) => {
    if (SKIPPED.some((pattern) => pattern.test(file))) return []
    const text = readFileSync(`${dir}/${file}`, 'utf8')
    if (text.includes('\0')) return [] // binary
    return citationProblems(file, text, (path) => known.has(path))
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = repositoryProblems()
  for (const { file, line, found, reason } of problems) console.log(`${file}:${line}: "${found}" — ${reason}`)
  console.log(problems.length ? `${problems.length} citations a reader cannot follow` : 'no citations a reader cannot follow')
  process.exitCode = problems.length ? 1 : 0
}
