import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** client/admin/engine/README.md shows the engine as it is written: every code block it quotes must stand verbatim in a file of client/admin. */
describe('the code blocks of client/admin/engine/README.md', () => {
  const blocks = [...readFileSync('client/admin/engine/README.md', 'utf8').matchAll(/```tsx?\n([\s\S]*?)\n```/g)].map(([, code]) => code)
  const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'client/admin'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))

  it('quote a plain resource, a child table, an action and a multi-step flow', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4)
  })
  it.each(blocks.map((code) => [code.split('\n')[0], code]))('%s … is real code', (_, code) => {
    expect(sources.some((source) => source.includes(code))).toBe(true)
  })
})
