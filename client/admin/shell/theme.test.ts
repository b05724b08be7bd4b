import { describe, expect, it } from 'vitest'
import { resolveTheme } from './theme'

describe('the theme', () => {
  it('follows the system unless staff chose one', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
})
