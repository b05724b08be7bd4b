import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations
import { citationProblems, repositoryProblems } from './doc-citations.mjs'

type Problem = { file: string; line: number; found: string; reason: string }

const FILES = new Set(['README.md', 'ARCHITECTURE.md', 'docs/deployment.md', 'docs/back-office.md', 'backend/README.md'])
const problems = (file: string, text: string): Problem[] => citationProblems(file, text, (path: string) => FILES.has(path))
const found = (file: string, text: string) => problems(file, text).map((problem) => problem.found)

describe('citations a reader of the repository can follow', () => {
  it('accepts Markdown files of the repository, beside the citing file or from the root', () => {
    expect(found('backend/src/lib/file-storage.ts', '// R2 in production (docs/deployment.md), see ARCHITECTURE.md "Edge cache"')).toEqual([])
    expect(found('backend/README.md', 'Going live: `../docs/deployment.md`; the shop: [README.md](README.md)')).toEqual([])
    expect(found('README.md', 'See [docs/back-office.md](docs/back-office.md#the-engine-in-a-page).')).toEqual([])
    expect(found('docs/operations.md', 'see [the engine](./back-office.md) and ARCHITECTURE.md')).toEqual([])
  })

  it('refuses a Markdown file that is not in the repository, with its line', () => {
    const text = 'const a = 1\n/** The rule (docs/search.md). */\n// and CHANGELOG.md\n'
    expect(problems('routes/search/x.ts', text)).toMatchObject([
      { file: 'routes/search/x.ts', line: 2, found: 'docs/search.md' },
      { line: 3, found: 'CHANGELOG.md' },
    ])
    // relative to the citing file only where it really is
    expect(found('docs/operations.md', 'see ../ARCHITECTURE.md and ../docs/nowhere.md')).toEqual(['../docs/nowhere.md'])
  })

  it("refuses the team's documents kept outside, also when a file of that name exists", () => {
    expect(found('routes/lib/notify.ts', '/** storefront.md §9: at most five notifications. */')).toEqual(['storefront.md', '§9'])
    expect(found('docs/back-office.md', 'every resource of back-office.md §1')).toEqual(['back-office.md', '§1'])
    expect(found('scripts/bench.mjs', "console.log('reference: DEVELOPERS.md')")).toEqual(['DEVELOPERS.md'])
    expect(found('ARCHITECTURE.md', '## Surfaces (`worker/proxy/`, contract 2 of COORDINATION.md)')).toEqual(['COORDINATION.md', 'contract 2'])
  })

  it("refuses contract and issue numbers of the team, not a public project's issue", () => {
    expect(found('vitest.config.ts', '// tsc (Contract 6): slow')).toEqual(['Contract 6'])
    expect(found('scripts/bench/search.mjs', '// The search part (issue #10)')).toEqual(['issue #10'])
    expect(found('routes/cart/line-items.ts', ' * the message (medusajs/medusa\n * issue 16770), and')).toEqual([])
  })

  it("refuses numbered sections and the specification, not laws' or RFCs' sections", () => {
    expect(found('client/admin/api/errors.ts', '/** A failed call (spec §8) */')).toEqual(['§8'])
    expect(found('e2e/x.e2e.test.ts', 'it("runs §8\'s customer-failure journey", () => {}) // (§7) §3/§9')).toEqual(['§8', '§7', '§3', '§9'])
    expect(found('routes/search/search-palette.tsx', "// the spec's 300 ms debounce; storefront spec: 10 hits")).toEqual(['the spec', 'storefront spec'])
    expect(found('ARCHITECTURE.md', "keep the specification's punctuation")).toEqual(['the specification'])
    expect(found('backend/src/modules/invoice/seller.ts', '// UStG §14 Abs. 4; RFC 9110 §7.6.1; § 35a GmbHG; § 1 Geltungsbereich')).toEqual([])
    expect(found('client/admin/engine/form.tsx', 'const spec = resource.create; <Form spec={spec} />')).toEqual([])
  })

  it('ignores web addresses, whatever their path', () => {
    expect(found('README.md', 'as in https://github.com/medusajs/medusa/blob/develop/CONTRIBUTING.md')).toEqual([])
  })

  it('finds none in this repository', () => {
    const offences = (repositoryProblems() as Problem[]).map(({ file, line, found, reason }) => `${file}:${line}: "${found}" — ${reason}`)
    expect(offences).toEqual([])
  })
})
