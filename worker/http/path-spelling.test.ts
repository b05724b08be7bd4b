import { describe, expect, it } from 'vitest'
import { unsafePathSpelling } from './path-spelling'

describe('unsafePathSpelling', () => {
  it('lets the paths the shop uses through', () => {
    for (const path of [
      '/',
      '/store/products',
      '/static/1700000000-Ring%20Gold.jpg',
      '/store/products/prod_01ABC',
      '/de/produkte/m%C3%BCnze',
      '/static/ring..jpg',
      '/store/...',
      '/static/50%25.jpg',
      '/store/a%2Bb',
      '/store/%E2%80%A6',
    ]) {
      expect(unsafePathSpelling(path), path).toBeNull()
    }
  })
  it('names backslashes and encoded separators at any depth of encoding', () => {
    expect(unsafePathSpelling('/store/..\\admin')).toBe('backslash')
    expect(unsafePathSpelling('/store/..%5cadmin')).toBe('encoded slash, backslash or dot')
    expect(unsafePathSpelling('/store/x%2Fy')).toBe('encoded slash, backslash or dot')
    expect(unsafePathSpelling('/static/file%2ejpg')).toBe('encoded slash, backslash or dot')
    expect(unsafePathSpelling('/store/%255c')).toBe('encoded slash, backslash or dot')
    expect(unsafePathSpelling('/store/%25252e')).toBe('encoded slash, backslash or dot')
  })
  it('names dot segments and what folds into them', () => {
    expect(unsafePathSpelling('/store/../admin')).toBe('dot segment')
    expect(unsafePathSpelling('/store/./x')).toBe('dot segment')
    expect(unsafePathSpelling('/store/..')).toBe('dot segment')
    expect(unsafePathSpelling('/store/\uFF0E\uFF0E/admin')).toBe('full-width slash, backslash or dot')
    expect(unsafePathSpelling('/store/%EF%BC%8E%EF%BC%8E/admin')).toBe('full-width slash, backslash or dot')
    expect(unsafePathSpelling('/store/x\uFF0Fadmin')).toBe('full-width slash, backslash or dot')
    expect(unsafePathSpelling('/store/x\uFF3Cadmin')).toBe('full-width slash, backslash or dot')
    expect(unsafePathSpelling('/store/\u2025/admin')).toBe('full-width slash, backslash or dot')
  })
  it('refuses what cannot be decoded, overlong UTF-8 included', () => {
    expect(unsafePathSpelling('/store/%zz')).toBe('undecodable')
    expect(unsafePathSpelling('/store/%c0%ae%c0%ae/admin')).toBe('undecodable')
    expect(unsafePathSpelling('/store/%e0%80%ae')).toBe('undecodable')
  })
})
