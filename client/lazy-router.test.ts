import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLazyRouter } from './lazy-router'

/** A document stand-in whose events come from an element that is (or is not) inside a link. */
function fakeRoot() {
  const root = new EventTarget()
  const reach = (type: string, onLink: boolean) => {
    const event = new Event(type)
    Object.defineProperty(event, 'target', { value: { closest: (selector: string) => (onLink && selector === 'a[href]' ? {} : null) } })
    root.dispatchEvent(event)
  }
  return { root, reach }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('lazy router', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('loads the router when the visitor reaches for a link, once, and not for anything else', async () => {
    const { root, reach } = fakeRoot()
    const load = vi.fn(async () => ({ navigate: vi.fn() }))
    createLazyRouter(load, root)
    reach('pointerover', false)
    expect(load).not.toHaveBeenCalled()
    reach('pointerover', true)
    reach('touchstart', true)
    reach('focusin', true)
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('navigates through the loaded router, loading it on the first navigation if need be', async () => {
    const navigate = vi.fn()
    const load = vi.fn(async () => ({ navigate }))
    const router = createLazyRouter(load, fakeRoot().root)
    router.navigate('/de/store')
    router.navigate('/de/videos')
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(navigate.mock.calls).toEqual([
      ['/de/store', undefined],
      ['/de/videos', undefined],
    ])
  })

  it('lets the browser load the page when the router cannot be loaded, and tries again next time', async () => {
    const assign = vi.fn()
    vi.stubGlobal('window', { location: { assign } })
    const navigate = vi.fn()
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ navigate })
    const router = createLazyRouter(load, fakeRoot().root)
    router.navigate('/de/store')
    await flush()
    expect(assign).toHaveBeenCalledWith('/de/store')
    router.navigate('/de/videos')
    await flush()
    expect(navigate).toHaveBeenCalledWith('/de/videos', undefined)
  })
})
