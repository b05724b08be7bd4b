import { describe, expect, it } from 'vitest'
import { buildInfo } from './build/version-plugin'
import { createVersionCheck, isNewVersion } from './version-check'

describe('isNewVersion', () => {
  it('is true only for a readable, different version', () => {
    expect(isNewVersion('abc-1', { version: 'abc-2' })).toBe(true)
    expect(isNewVersion('abc-1', { version: 'abc-1' })).toBe(false)
    expect(isNewVersion('abc-1', { version: '' })).toBe(false)
    expect(isNewVersion('abc-1', { version: 42 })).toBe(false)
    expect(isNewVersion('abc-1', null)).toBe(false)
    expect(isNewVersion('abc-1', '<html>')).toBe(false)
  })
})

describe('createVersionCheck', () => {
  it('marks the page outdated once the deployed version differs, and stays so', async () => {
    const answers: unknown[] = [{ version: 'v1' }, { version: 'v2' }, { version: 'v1' }]
    let asked = 0
    const check = createVersionCheck({ running: 'v1', fetchLatest: async () => answers[asked++] })
    await check.check()
    expect(check.outdated()).toBe(false)
    await check.check()
    expect(check.outdated()).toBe(true)
    await check.check()
    expect(check.outdated()).toBe(true)
    expect(asked).toBe(2)
  })

  it('treats a failed poll as no news', async () => {
    const check = createVersionCheck({ running: 'v1', fetchLatest: async () => Promise.reject(new TypeError('offline')) })
    await check.check()
    expect(check.outdated()).toBe(false)
  })
})

describe('buildInfo', () => {
  it('combines the commit and the build time', () => {
    const at = new Date('2026-11-21T12:00:00Z')
    expect(buildInfo(at, 'abcdef123456')).toEqual({
      version: `abcdef123456-${at.getTime().toString(36)}`,
      commit: 'abcdef123456',
      builtAt: '2026-11-21T12:00:00.000Z',
    })
    expect(buildInfo(at, null).version).toBe(at.getTime().toString(36))
  })
})
