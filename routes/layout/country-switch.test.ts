import { describe, expect, it, vi } from 'vitest'
import { HttpError } from '../lib/errors'
import { pathInCountry, slugTranslator, type TranslateHandle } from './country-switch'

const HANDLES: Record<string, string> = {
  'category:de:ringe': 'rings',
  'category:en:rings': 'ringe',
  'product:de:solitaer-ring': 'solitaire-ring',
  'collection:en:news': 'neuigkeiten',
  'product:de:weißgold-ring': 'white-gold-ring',
}
const translate: TranslateHandle = async (kind, slug, from) => HANDLES[`${kind}:${from}:${slug}`] ?? null
const at = (href: string) => new URL(href, 'https://shop.example')

describe('pathInCountry', () => {
  it('translates segment and handle from German to English', async () => {
    expect(await pathInCountry(at('/de/kategorien/ringe'), 'us', translate)).toBe('/us/categories/rings')
    expect(await pathInCountry(at('/at/produkte/solitaer-ring'), 'gb', translate)).toBe('/gb/products/solitaire-ring')
  })

  it('translates from English to German', async () => {
    expect(await pathInCountry(at('/us/categories/rings?page=2#top'), 'ch', translate)).toBe('/ch/kategorien/ringe?page=2#top')
    expect(await pathInCountry(at('/fr/collections/news'), 'de', translate)).toBe('/de/kollektionen/neuigkeiten')
  })

  it('only swaps the country between countries of one language', async () => {
    const spy = vi.fn(translate)
    expect(await pathInCountry(at('/de/kategorien/ringe'), 'at', spy)).toBe('/at/kategorien/ringe')
    expect(await pathInCountry(at('/us/products/solitaire-ring'), 'gb', spy)).toBe('/gb/products/solitaire-ring')
    expect(spy).not.toHaveBeenCalled()
  })

  it('keeps an unknown handle for the server to sort out', async () => {
    expect(await pathInCountry(at('/de/produkte/unbekannt'), 'us', translate)).toBe('/us/products/unbekannt')
  })

  it('decodes and re-encodes handles with special characters', async () => {
    expect(await pathInCountry(at('/de/produkte/wei%C3%9Fgold-ring'), 'us', translate)).toBe('/us/products/white-gold-ring')
  })

  it('translates the search segment and keeps the query', async () => {
    expect(await pathInCountry(at('/de/suche?s=perle'), 'us', translate)).toBe('/us/search?s=perle')
  })

  it('keeps paths that are the same in both languages, and the home page', async () => {
    expect(await pathInCountry(at('/de/content/agb'), 'us', translate)).toBe('/us/content/agb')
    expect(await pathInCountry(at('/de/account/orders'), 'gb', translate)).toBe('/gb/account/orders')
    expect(await pathInCountry(at('/de'), 'us', translate)).toBe('/us')
    expect(await pathInCountry(at('/de/'), 'us', translate)).toBe('/us')
  })
})

describe('slugTranslator', () => {
  it('asks /api/slug-translation and uses the translation when the handle exists', async () => {
    const api = vi.fn(async () => ({ translatedSlug: 'rings', exists: true }) as never)
    expect(await slugTranslator(api)('category', 'ringe', 'de', 'en')).toBe('rings')
    expect(api).toHaveBeenCalledWith('/api/slug-translation?type=category&slug=ringe&from=de&to=en')
  })

  it('answers null for an unknown handle and for a failed call (logged)', async () => {
    expect(await slugTranslator(async () => ({ translatedSlug: null, exists: false }) as never)('product', 'x', 'de', 'en')).toBeNull()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await slugTranslator(async () => Promise.reject(new HttpError(500)))('product', 'x', 'de', 'en')).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
