import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadOnce } from './chunk-reload'

describe('reloadOnce', () => {
  const assign = vi.fn()
  let storage: Map<string, string>

  beforeEach(() => {
    storage = new Map()
    vi.useFakeTimers()
    vi.stubGlobal('window', { location: { href: 'https://shop.example/de', assign } })
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) })
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    assign.mockReset()
  })

  it('reloads a path at most once per 10 seconds', () => {
    expect(reloadOnce('/de/produkte/ring')).toBe(true)
    expect(assign).toHaveBeenCalledWith('https://shop.example/de/produkte/ring')
    vi.advanceTimersByTime(9_000)
    expect(reloadOnce('/de/produkte/ring?x=1')).toBe(false)
    expect(reloadOnce('/de/store')).toBe(true)
    vi.advanceTimersByTime(1_001)
    expect(reloadOnce('/de/produkte/ring')).toBe(true)
    expect(assign).toHaveBeenCalledTimes(3)
  })

  it('does not reload when storage is unavailable, so it can never loop', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied')
      },
    })
    expect(reloadOnce('/de')).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })
})
