import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations
import { deadLinks, deadPaths, deadSections, lineCounts, repositoryIndex, repositoryProblems } from './doc-claims.mjs'

type Problem = { file: string; line: number; found: string; reason: string }

const DOCS: Record<string, string> = {
  'ARCHITECTURE.md': '# Architecture\n## Edge cache (`worker/cache/`)\n## Search\n',
  'docs/deployment.md': '# Deployment\n## 6. Payments: card and PayPal\n',
  'worker/README.md': '# The worker\n',
  'worker/cache/README.md': '# The edge cache\n',
  'worker/cache/purge.ts': '',
  'backend/src/jobs/price-list-boundaries.ts': '',
  'wrangler.toml': '',
}
const index = repositoryIndex(Object.keys(DOCS), (file: string) => DOCS[file])
const paths = (file: string, text: string) => (deadPaths(file, text, index) as Problem[]).map((problem) => problem.found)
const sections = (file: string, text: string) => (deadSections(file, text, index) as Problem[]).map((problem) => problem.found)
const counts = (text: string) => (lineCounts('ARCHITECTURE.md', text) as Problem[]).map((problem) => problem.found)

describe('what the documents claim about the repository', () => {
  it('accepts files, folders and globs that exist, from the root or beside the document', () => {
    expect(paths('ARCHITECTURE.md', 'the purge (`worker/cache/purge.ts`) in `worker/cache/`, `worker/cache`, jobs `backend/src/jobs/*.ts`')).toEqual([])
    expect(paths('worker/cache/README.md', 'beside it: `purge.ts`; `./purge.ts`; the root: `wrangler.toml`')).toEqual([])
    expect(paths('ARCHITECTURE.md', 'a lone name is found anywhere: `price-list-boundaries.ts`')).toEqual([])
  })

  it('refuses a file, folder or glob that does not exist, with its line', () => {
    const text = 'intro\nthe cache (`worker/cache/edge.ts`), `worker/kv/`\n`backend/src/jobs/*.mjs` and `gone.ts`\n'
    expect(deadPaths('ARCHITECTURE.md', text, index)).toMatchObject([
      { line: 2, found: 'worker/cache/edge.ts' },
      { line: 2, found: 'worker/kv/' },
      { line: 3, found: 'backend/src/jobs/*.mjs' },
      { line: 3, found: 'gone.ts' },
    ])
    // beside the document only where it really is
    expect(paths('worker/cache/README.md', '`jobs/price-list-boundaries.ts`')).toEqual(['jobs/price-list-boundaries.ts'])
  })

  it('leaves alone what is no path: URLs, packages, headers, placeholders, metadata keys', () => {
    const text = '`/store/carts/:id`, `@medusajs/file-s3`, `x-edge-cache: HIT`, `dist/<name>`, `metadata.title_en`, `a | b`'
    expect(paths('ARCHITECTURE.md', text)).toEqual([])
  })

  it('refuses a link to a file that is not beside the document, as a viewer of the repository resolves it', () => {
    const links = (file: string, text: string) => (deadLinks(file, text, index) as Problem[]).map((problem) => problem.found)
    expect(links('ARCHITECTURE.md', '[cache](worker/cache/README.md#purges), [web](https://hono.dev/x.md), [top](#the-parts)')).toEqual([])
    expect(links('worker/cache/README.md', '[purge](purge.ts), [worker](../README.md), [deploy](docs/deployment.md)')).toEqual(['docs/deployment.md'])
  })

  it('refuses line counts, not lines of a page or a table', () => {
    expect(counts('the engine is ~1,900 lines; the shop 57k lines, 300 LOC')).toEqual(['1,900 lines', '57k lines', '300 LOC'])
    expect(counts('a title wraps to two lines; one line per entry; the 10,000-product line')).toEqual([])
  })

  it('refuses a section cited by a title its document does not have', () => {
    expect(sections('worker/x.ts', '// see ARCHITECTURE.md, "Edge cache" and ARCHITECTURE.md "Search"')).toEqual([])
    expect(sections('.env.example', '# card payments (docs/deployment.md, "Payments")')).toEqual([])
    expect(sections('routes/x.ts', '/** ARCHITECTURE.md, "Data conventions"; docs/deployment.md ("Scaling") */')).toEqual([
      'ARCHITECTURE.md "Data conventions"',
      'docs/deployment.md "Scaling"',
    ])
    // a citation across the lines of a comment
    expect(
      sections('worker/y.ts', '/**\n * the rule (ARCHITECTURE.md,\n * "Edge cache") and (ARCHITECTURE.md, "Staff and customer\n * surfaces")\n */'),
    ).toEqual(['ARCHITECTURE.md "Staff and customer surfaces"'])
  })

  it('finds none in this repository', () => {
    const offences = (repositoryProblems() as Problem[]).map(({ file, line, found, reason }) => `${file}:${line}: "${found}" — ${reason}`)
    expect(offences).toEqual([])
  })
})
