import { describe, expect, it } from 'vitest'
import { parseRedirectValue, type RedirectEntry, redirectKey, resolveRedirect, withQuery } from './lookup'

describe('redirect keys', () => {
  it('lowercases, drops trailing slashes and decodes', () => {
    expect(redirectKey('/Alte-Seite/')).toBe('/alte-seite')
    expect(redirectKey('/')).toBe('/')
    expect(redirectKey('//')).toBe('/')
    expect(redirectKey('/ringgr%C3%B6%C3%9Fe')).toBe('/ringgröße')
    expect(redirectKey('/bad%zz')).toBe('/bad%zz')
  })
})

describe('redirect values', () => {
  it('reads JSON entries', () => {
    expect(parseRedirectValue('{"to":"/neu","status":302}')).toEqual({ to: '/neu', status: 302 })
    expect(parseRedirectValue('{"to":"https://example.com/x"}')).toEqual({ to: 'https://example.com/x', status: 301 })
  })
  it('reads a plain target as 301', () => {
    expect(parseRedirectValue('/neu')).toEqual({ to: '/neu', status: 301 })
  })
  it('ignores unusable values', () => {
    expect(parseRedirectValue(null)).toBeNull()
    expect(parseRedirectValue('{"to":"/x","status":303}')).toBeNull()
    expect(parseRedirectValue('{"to":"//evil.example"}')).toBeNull()
    expect(parseRedirectValue('javascript:alert(1)')).toBeNull()
    expect(parseRedirectValue('{broken')).toBeNull()
  })
})

describe('query strings', () => {
  it('carries the query onto the target', () => {
    expect(withQuery('/neu', '?a=1')).toBe('/neu?a=1')
    expect(withQuery('/neu?x=2', '?a=1')).toBe('/neu?x=2&a=1')
    expect(withQuery('https://example.com/p#top', '?a=1')).toBe('https://example.com/p?a=1#top')
    expect(withQuery('/neu', '')).toBe('/neu')
  })
})

describe('resolving with loop protection', () => {
  const table =
    (entries: Record<string, string>) =>
    async (key: string): Promise<RedirectEntry | null> =>
      entries[key] ? { to: entries[key], status: 301 } : null

  it('finds an entry', async () => {
    expect(await resolveRedirect('/Alt/', table({ '/alt': '/neu' }))).toEqual({ to: '/neu', status: 301 })
  })
  it('redirects absolute targets without following them', async () => {
    expect(await resolveRedirect('/alt', table({ '/alt': 'https://example.com/' }))).toMatchObject({ to: 'https://example.com/' })
  })
  it('refuses a self-redirect (also by case or trailing slash)', async () => {
    expect(await resolveRedirect('/a', table({ '/a': '/a' }))).toBeNull()
    expect(await resolveRedirect('/a', table({ '/a': '/A/?x=1' }))).toBeNull()
  })
  it('refuses loops', async () => {
    expect(await resolveRedirect('/a', table({ '/a': '/b', '/b': '/c', '/c': '/a' }))).toBeNull()
  })
  it('allows chains that end', async () => {
    expect(await resolveRedirect('/a', table({ '/a': '/b', '/b': '/c' }))).toMatchObject({ to: '/b' })
  })
})
