import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingBar } from './loading-bar'

/** Just enough of a DOM element for the bar. */
function fakeDocument() {
  const bar = { style: {} as Record<string, string>, offsetWidth: 0, setAttribute: vi.fn() }
  return { bar, document: { createElement: () => bar, body: { appendChild: vi.fn() } } }
}

describe('loading bar', () => {
  let bar: ReturnType<typeof fakeDocument>['bar']

  beforeEach(() => {
    vi.useFakeTimers()
    const fake = fakeDocument()
    bar = fake.bar
    vi.stubGlobal('document', fake.document)
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is 6 px and stays hidden for navigations faster than 200 ms', () => {
    const loading = createLoadingBar()
    expect(bar.style.height).toBe('6px')
    loading.start()
    vi.advanceTimersByTime(150)
    loading.done()
    vi.advanceTimersByTime(1000)
    expect(bar.style.opacity).toBe('0')
    expect(bar.style.width).toBe('0')
  })

  it('shows light gold after 200 ms, completes, hides after 500 ms and resets 400 ms later', () => {
    const loading = createLoadingBar()
    loading.start()
    vi.advanceTimersByTime(200)
    expect(bar.style.opacity).toBe('1')
    expect(bar.style.background).toBe('#dec27a')
    expect(bar.style.transition).toContain('2000ms')
    loading.done()
    expect(bar.style.width).toBe('100%')
    vi.advanceTimersByTime(500)
    expect(bar.style.opacity).toBe('0')
    vi.advanceTimersByTime(400)
    expect(bar.style.width).toBe('0')
  })

  it('turns red on error, even for a fast failure', () => {
    const loading = createLoadingBar()
    loading.start()
    loading.fail()
    expect(bar.style.opacity).toBe('1')
    expect(bar.style.background).toBe('#dc2626')
    vi.advanceTimersByTime(900)
    expect(bar.style.background).toBe('#dec27a')
  })
})
