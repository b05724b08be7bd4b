// What a document says about the repository itself can be checked, so it is: every file or folder a Markdown file
// names in backticks exists (a glob matches something), every link leads to a file beside it, every section a file cites by its title (ARCHITECTURE.md,
// "Edge cache") is a heading of that document, and no document states a line count (it is false by the next commit;
// `wc -l` tells the truth). `node scripts/doc-claims.mjs` lists every offence; scripts/doc-claims.test.ts keeps the
// tree at none.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import picomatch from 'picomatch'
import { repositoryFiles } from './doc-citations.mjs'
import { root } from './lib/paths.mjs'

// a backticked span: `worker/cache/`, `backend/src/jobs/*.ts`, `wrangler.toml`
const CODE_SPAN = /`([^`\n]+)`/g
// a relative path of two or more segments (a leading / is a URL's path, not a file)
const RELATIVE_PATH = /^(?:\.{1,2}\/)*[\w.@-]+(?:\/[\w.@*{},-]+)+\/?$/
// a Markdown link's target: [the map](ARCHITECTURE.md), [example](redirects.example.csv#L2)
const LINK = /\]\(([^()\s]+)\)/g
// a lone file name with an extension the repository's files have
const FILE_NAME = /^[\w.-]+\.(?:ts|tsx|mts|mjs|js|json|md|toml|css|sql|ya?ml|csv|html)$/
// "1,900 lines", "~2.8k lines", "300 LOC"
const LINE_COUNT = /\d[\d,.]*\s*k?\s+(?:lines?|LOC)\b/gi
// ARCHITECTURE.md, "Edge cache" · docs/back-office.md ("the engine in a page") · ARCHITECTURE.md "Data conventions"
// — also across the lines of a comment
const SECTION_CITATION = /((?:[\w.-]+\/)*[\w.-]+\.md)[,:]?(?:\s|\*|\/\/|#)+\(?["“]([^"”]{1,100})["”]/g
const COMMENT_BREAK = /\s*\n\s*(?:\*|\/\/|#)?\s*/g

const PATH_REASON = 'no such file or folder in the repository'

const lineOf = (text, index) => text.slice(0, index).split('\n').length

/**
 * The repository as the checks see it: its files, its folders, each Markdown file's headings; `linked` says whether
 * a path is a link git tracks (`backend/src/rules`), which the list of files leaves out.
 */
export function repositoryIndex(files, read, linked = () => false) {
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  )
  const cache = new Map()
  const headings = (file) => {
    // "## 6. Payments: card and PayPal" is cited as "Payments"
    if (!cache.has(file))
      cache.set(
        file,
        [...read(file).matchAll(/^#{1,6}\s+(?:\d+\.\s+)?(.+)$/gm)].map(([, title]) => title.trim().toLowerCase()),
      )
    return cache.get(file)
  }
  return { files, known: new Set(files), folders, headings, linked }
}

/** Where a path a document names could be: beside the document, else from the root. */
function candidates(file, path) {
  return [posix.join(posix.dirname(file), path), path].map((candidate) => posix.normalize(candidate).replace(/\/$/, ''))
}

function pathExists(file, path, index) {
  return candidates(file, path).some((candidate) => {
    if (candidate.startsWith('../')) return false
    if (/[*{]/.test(candidate)) {
      const matches = picomatch(candidate, { dot: true })
      return index.files.some((known) => matches(known)) || [...index.folders].some((folder) => matches(folder))
    }
    return index.known.has(candidate) || index.folders.has(candidate) || index.linked(candidate)
  })
}

/** The files and folders a Markdown file names that do not exist (a lone file name may be anywhere in the tree). */
export function deadPaths(file, text, index) {
  const problems = []
  // a fenced block quotes code as it is written (its template literals are no spans)
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '))
  for (const match of prose.matchAll(CODE_SPAN)) {
    const span = match[1].trim().replace(/#.*$/, '')
    // `@scope/name` is a package, not a path
    const path = span.startsWith('@') ? null : RELATIVE_PATH.test(span) || FILE_NAME.test(span) ? span : null
    if (!path || pathExists(file, path, index)) continue
    if (!path.includes('/') && index.files.some((known) => posix.basename(known) === path)) continue
    problems.push({ file, line: lineOf(text, match.index), found: path, reason: PATH_REASON })
  }
  return problems
}

/** Links of a Markdown file to files that are not there: a reader's viewer resolves them beside the document only. */
export function deadLinks(file, text, index) {
  const problems = []
  for (const match of text.matchAll(LINK)) {
    const target = match[1].replace(/#.*$/, '')
    if (!target || /^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('/')) continue // an anchor, a URL, a site path
    const path = posix.normalize(posix.join(posix.dirname(file), target)).replace(/\/$/, '')
    if (!path.startsWith('../') && (index.known.has(path) || index.folders.has(path) || index.linked(path))) continue
    problems.push({ file, line: lineOf(text, match.index), found: match[1], reason: 'a link to nothing beside the document' })
  }
  return problems
}

/** Line counts stated in a Markdown file. */
export function lineCounts(file, text) {
  return [...text.matchAll(LINE_COUNT)].map((match) => ({
    file,
    line: lineOf(text, match.index),
    found: match[0],
    reason: 'a line count: false by the next commit',
  }))
}

/** Sections cited by title (in any file) that are no heading of the cited document. */
export function deadSections(file, text, index) {
  const problems = []
  for (const match of text.matchAll(SECTION_CITATION)) {
    const document = match[1]
    const title = match[2].replace(COMMENT_BREAK, ' ')
    const target = candidates(file, document).find((candidate) => index.known.has(candidate))
    if (!target) continue // doc-citations reports a missing document
    if (index.headings(target).some((heading) => heading.startsWith(title.trim().toLowerCase()))) continue
    problems.push({ file, line: lineOf(text, match.index), found: `${document} "${title}"`, reason: 'no such section in that document' })
  }
  return problems
}

// these checks and their tests name dead paths, sections and line counts on purpose; generated files cite nothing
const SKIPPED = [/^scripts\/doc-(claims|citations)(\.test\.ts|\.mjs)$/, /(^|\/)package-lock\.json$/]

/** Every false claim of the repository's documents at `dir`. */
export function repositoryProblems(dir = root) {
  const files = repositoryFiles(dir)
  const read = (file) => readFileSync(`${dir}/${file}`, 'utf8')
  const links = new Set(
    execFileSync('git', ['ls-files', '-s'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\n')
      .filter((line) => line.startsWith('120000 '))
      .map((line) => line.split('\t')[1]),
  )
  const index = repositoryIndex(files, read, (path) => links.has(path))
  const problems = files
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)))
    .flatMap((file) => {
      const text = read(file)
      if (text.includes('\0')) return [] // binary
      const markdown = file.endsWith('.md') ? [...deadPaths(file, text, index), ...deadLinks(file, text, index), ...lineCounts(file, text)] : []
      return [...markdown, ...deadSections(file, text, index)]
    })
  // what a build or a stack makes (dist/, .data/) is named rightly though git does not hold it
  const forms = (problem) => (problem.reason === PATH_REASON ? candidates(problem.file, problem.found).flatMap((path) => [path, `${path}/`]) : [])
  const ignored = gitIgnored(dir, problems.flatMap(forms))
  return problems.filter((problem) => !forms(problem).some((path) => ignored.has(path)))
}

function gitIgnored(dir, paths) {
  const ask = (list) =>
    execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: dir, input: list.join('\n'), encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] })
  if (!paths.length) return new Set()
  try {
    return new Set(ask(paths).split('\n').filter(Boolean))
  } catch (error) {
    if (error.status === 1) return new Set() // none is ignored
    // git refuses the whole batch for a path beyond a link (backend/src/rules/…): ask one at a time
    return new Set(
      paths.filter((path) => {
        try {
          return Boolean(ask([path]))
        } catch {
          return false
        }
      }),
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = repositoryProblems()
  for (const { file, line, found, reason } of problems) console.log(`${file}:${line}: "${found}" — ${reason}`)
  console.log(problems.length ? `${problems.length} claims of the documents that are false` : 'no false claims found in the documents')
  process.exitCode = problems.length ? 1 : 0
}
