import { describe, expect, it } from 'vitest'
import { parseRedirectValue, redirectKey as workerKey } from '../worker/redirects/lookup'
// @ts-expect-error: a plain .mjs script without type declarations
import { readRows, redirectKey, validateTable } from './redirects-load.mjs'

const check = (csv: string) => validateTable(readRows(csv)) as { errors: string[]; kv: { key: string; value: string }[] }

describe('redirect table loader', () => {
  it('accepts a valid table with a header, quotes and default status', () => {
    const { errors, kv } = check('from,to,status\n/Alt/,/neu,302\n"/mit,komma",https://example.com/x\n/b,/c,308\n/c,/d\n')
    expect(errors).toEqual([])
    expect(kv).toEqual([
      { key: '/alt', value: '{"to":"/neu","status":302}' },
      { key: '/mit,komma', value: '{"to":"https://example.com/x","status":301}' },
      { key: '/b', value: '{"to":"/c","status":308}' },
      { key: '/c', value: '{"to":"/d","status":301}' },
    ])
  })
  it('works without a header row', () => {
    expect(check('/a,/b\n').kv).toEqual([{ key: '/a', value: '{"to":"/b","status":301}' }])
  })
  it('rejects self-redirects', () => {
    expect(check('from,to\n/a,/A/\n').errors).toEqual(["row 2: '/a' redirects to itself"])
  })
  it('rejects loops across the table', () => {
    expect(check('/a,/b\n/b,/c\n/c,/a?x=1\n/d,/a\n').errors).toEqual(['rows 1, 2, 3: redirect loop /a → /b → /c → /a'])
  })
  it('rejects duplicates (case and trailing slash do not make a path new)', () => {
    expect(check('/a,/b\n/A/,/c\n').errors).toEqual(["row 2: '/A/' is already redirected in row 1"])
  })
  it('rejects bad statuses and bad paths, with row numbers', () => {
    expect(check('from,to,status\n/a,/b,303\nb,/c\n/d,c\n/e,//evil.example\n/f?x=1,/g\n/h,/i,301,extra\n').errors).toEqual([
      "row 2: status '303' must be one of 301, 302, 307, 308",
      "row 3: from 'b' must be a path starting with '/'",
      "row 4: to 'c' must be a path of the shop starting with a single '/' (no '//', '/\\', backslashes or spaces, also not percent-encoded) or an http(s):// URL",
      "row 5: to '//evil.example' must be a path of the shop starting with a single '/' (no '//', '/\\', backslashes or spaces, also not percent-encoded) or an http(s):// URL",
      "row 6: from '/f?x=1' must be a bare path (no query, fragment or spaces)",
      'row 7: expected 2 or 3 columns (from,to[,status]), got 4',
    ])
  })
  it('refuses every spelling of a target that a browser would read as another host', () => {
    const hostile = [
      '/\\evil.example',
      '//evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/ /evil.example',
      'https:/\\evil.example',
      'https://user:pw@evil.example/',
      'javascript:alert(1)',
      '/ok\\..\\x',
    ]
    for (const to of hostile) {
      const { errors, kv } = check(`/alt,"${to.replaceAll('"', '""')}"\n`)
      expect(kv, to).toEqual([])
      expect(errors, to).toHaveLength(1)
      // the worker refuses the same value should it reach KV some other way
      expect(parseRedirectValue(JSON.stringify({ to })), to).toBeNull()
    }
    expect(check('/alt,/neu?next=//x\n/a2,https://example.com/x\n').errors).toEqual([])
  })
  it('refuses a source path whose key cannot fit a KV key (512 bytes)', () => {
    const long = `/${'x'.repeat(600)}`
    expect(check(`${long},/neu\n`).errors).toEqual([`row 1: from '${long.slice(0, 60)}…' is too long (its key must fit 512 bytes)`])
    expect(check(`/${'x'.repeat(500)},/neu\n`).errors).toEqual([])
  })
  it('computes the same keys as the worker', () => {
    for (const path of ['/A/', '/', '/ringgr%C3%B6%C3%9Fe', '/Ringgröße/', '/x//']) expect(redirectKey(path)).toBe(workerKey(path))
  })
})
