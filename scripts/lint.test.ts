import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

// `biome ci` changes nothing: it fails on a lint error or a file that is not formatted (`npm run tidy` fixes most).
it('finds no lint error and no unformatted file (biome ci)', async () => {
  const report = await promisify(execFile)(path.join(root, 'node_modules/.bin/biome'), ['ci', '--colors=off', '--max-diagnostics=50', '.'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    () => '',
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  )
  expect(report).toBe('')
})
