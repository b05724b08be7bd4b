import { describe, expect, it } from 'vitest'
import { ROOMY_SHARED_MEMORY, sharedMemoryOptions } from './chromium.mjs'

describe("Chromium's shared memory", () => {
  it("keeps Playwright's /tmp files where /dev/shm is a container's 64 MB or missing", () => {
    expect(sharedMemoryOptions(64 * 1024 * 1024)).toEqual({})
    expect(sharedMemoryOptions(0)).toEqual({})
    expect(sharedMemoryOptions(ROOMY_SHARED_MEMORY - 1)).toEqual({})
  })

  it('uses /dev/shm from 1 GiB on', () => {
    expect(sharedMemoryOptions(ROOMY_SHARED_MEMORY)).toEqual({ ignoreDefaultArgs: ['--disable-dev-shm-usage'] })
    expect(sharedMemoryOptions(24 * 1024 ** 3)).toEqual({ ignoreDefaultArgs: ['--disable-dev-shm-usage'] })
  })
})
