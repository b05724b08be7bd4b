import { describe, expect, it } from 'vitest'
import { createQueue } from './queue'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('createQueue', () => {
  it('runs tasks strictly one after another, in call order', async () => {
    const queue = createQueue()
    const log: string[] = []
    const task = (name: string, delay: number) => () =>
      new Promise<string>((resolve) => {
        log.push(`start ${name}`)
        setTimeout(() => {
          log.push(`end ${name}`)
          resolve(name)
        }, delay)
      })
    const results = await Promise.all([queue.run(task('a', 20)), queue.run(task('b', 1)), queue.run(task('c', 5))])
    expect(results).toEqual(['a', 'b', 'c'])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('keeps going after a failed task and reports the failure to its caller only', async () => {
    const queue = createQueue()
    const failed = queue.run(async () => {
      throw new Error('boom')
    })
    const next = queue.run(async () => 'ok')
    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('ok')
  })

  it('counts pending tasks until they settle', async () => {
    const queue = createQueue()
    let release!: () => void
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)))
    void queue.run(async () => undefined)
    await tick()
    expect(queue.pending).toBe(2)
    release()
    await blocker
    await tick()
    expect(queue.pending).toBe(0)
  })
})
