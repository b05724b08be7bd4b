import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without type declarations
import { run, stopAll } from './processes.mjs'

describe('stopAll', () => {
  it('also ends a command run to completion that is still running (a step beside a start that failed)', async () => {
    const started = Date.now()
    const step = run('sleep', ['30'], { quiet: true })
    const ended = step.then(
      () => 'finished',
      (error: Error) => error.message,
    )
    await stopAll()
    expect(await ended).toBe('sleep 30 exited with null')
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})
