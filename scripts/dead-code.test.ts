import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** knip with the repository's configuration (knip.config.ts): its report, empty when it found nothing. */
async function knip(args: string[], env: Record<string, string> = {}): Promise<string> {
  const run = promisify(execFile)(path.join(root, 'node_modules/.bin/knip'), ['--no-progress', '--reporter', 'compact', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  })
  return run.then(
    ({ stdout }) => stdout.trim(),
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || String(error),
  )
}

describe('dead code (knip)', () => {
  it('finds no unused file, export or dependency, tests counting as users', async () => {
    expect(await knip([])).toBe('')
  })

  it('finds no export that only integration tests and journeys reach', async () => {
    expect(await knip(['--include', 'exports,types'], { KNIP_REACH: 'screens' })).toBe('')
  })
})
