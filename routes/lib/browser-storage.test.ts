import { afterEach, describe, expect, it, vi } from 'vitest'
import { localStorageOrNull } from './browser-storage'

describe('localStorageOrNull', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is null on the server, where there is no window', () => {
    expect(localStorageOrNull()).toBeNull()
  })

  it("is the window's localStorage where the browser has one", () => {
    const storage = { getItem: () => null, setItem: () => undefined }
    vi.stubGlobal('window', { localStorage: storage })
    expect(localStorageOrNull()).toBe(storage)
  })

  it('is null where merely reading it throws (storage forbidden by privacy settings)', () => {
    vi.stubGlobal(
      'window',
      Object.defineProperty({}, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      }),
    )
    expect(localStorageOrNull()).toBeNull()
  })
})
