import { describe, expect, it } from 'vitest'
import { HttpError } from './errors'
import { parseBoolean, parseCountry, parseEmail, parseId, parseInteger, parseKind, parseLocale, parseSearch, parseSlug } from './params'

const rejects = (fn: () => unknown, message: RegExp) => {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    expect((error as HttpError).message).toMatch(message)
    return
  }
  throw new Error('expected a 400')
}

describe('input checks', () => {
  it('locale', () => {
    expect(parseLocale('en')).toBe('en')
    rejects(() => parseLocale('fr'), /locale must be 'de' or 'en', got 'fr'/)
  })
  it('country', () => {
    const known = new Set(['de', 'us'])
    expect(parseCountry('us', known)).toBe('us')
    rejects(() => parseCountry('US', known), /two-letter lowercase/)
    rejects(() => parseCountry('fr', known), /'fr' is not a country the shop sells to/)
  })
  it('slug', () => {
    expect(parseSlug('ring-gold_585')).toBe('ring-gold_585')
    expect(parseSlug('perlen-ohrringe')).toBe('perlen-ohrringe')
    rejects(() => parseSlug('Ring Gold'), /lowercase handle/)
    rejects(() => parseSlug(undefined), /slug/)
    rejects(() => parseSlug('a'.repeat(201)), /handle/)
  })
  it('kind', () => {
    expect(parseKind('collection')).toBe('collection')
    rejects(() => parseKind('video'), /'product', 'category' or 'collection'/)
  })
  it('ids', () => {
    expect(parseId('prod_01JABC', 'prod', 'id')).toBe('prod_01JABC')
    rejects(() => parseId('pcat_1', 'prod', 'id'), /starting with 'prod_'/)
    rejects(() => parseId("prod_1' or 1=1", 'prod', 'id'), /prod_/)
  })
  it('integers', () => {
    expect(parseInteger(undefined, 'limit', { min: 1, max: 100, fallback: 24 })).toBe(24)
    expect(parseInteger('100', 'limit', { min: 1, max: 100, fallback: 24 })).toBe(100)
    rejects(() => parseInteger('101', 'limit', { min: 1, max: 100, fallback: 24 }), /between 1 and 100, got 101/)
    rejects(() => parseInteger('-1', 'offset', { min: 0, max: 10, fallback: 0 }), /whole number/)
    rejects(() => parseInteger('1.5', 'limit', { min: 1, max: 100, fallback: 24 }), /whole number/)
  })
  it('booleans', () => {
    expect(parseBoolean('true', 'video')).toBe(true)
    expect(parseBoolean(undefined, 'video')).toBe(false)
    rejects(() => parseBoolean('yes', 'video'), /'true' or 'false'/)
  })
  it('search text', () => {
    expect(parseSearch('  ring ')).toBe('ring')
    expect(parseSearch('   ')).toBeUndefined()
    rejects(() => parseSearch('x'.repeat(201)), /at most 200/)
  })
  it('email', () => {
    expect(parseEmail(' kunde@example.de ')).toBe('kunde@example.de')
    rejects(() => parseEmail('kein-at'), /not a valid e-mail/)
    rejects(() => parseEmail(undefined), /email is required/)
  })
})
