import { describe, expect, it } from 'vitest'
import { handlePaths, metaDescription, pageLinks, samePaths } from './seo'

const origin = 'https://shop.example'

describe('pageLinks', () => {
  const paths = handlePaths('/products', { de: 'ring-gold', en: 'gold-ring' })

  it('makes a German page canonical under its own country', () => {
    expect(pageLinks(origin, 'at', paths).canonical).toBe('https://shop.example/at/produkte/ring-gold')
  })

  it('makes every English page canonical under /us with the English handle', () => {
    expect(pageLinks(origin, 'fr', paths).canonical).toBe('https://shop.example/us/products/gold-ring')
  })

  it('lists de-{COUNTRY} for each German country, en under /us and x-default under /de', () => {
    expect(pageLinks(origin, 'de', paths).alternates).toEqual([
      { hrefLang: 'de-DE', href: 'https://shop.example/de/produkte/ring-gold' },
      { hrefLang: 'de-AT', href: 'https://shop.example/at/produkte/ring-gold' },
      { hrefLang: 'de-CH', href: 'https://shop.example/ch/produkte/ring-gold' },
      { hrefLang: 'de-LU', href: 'https://shop.example/lu/produkte/ring-gold' },
      { hrefLang: 'de-LI', href: 'https://shop.example/li/produkte/ring-gold' },
      { hrefLang: 'en', href: 'https://shop.example/us/products/gold-ring' },
      { hrefLang: 'x-default', href: 'https://shop.example/de/produkte/ring-gold' },
    ])
  })

  it('links the country homes', () => {
    const links = pageLinks(origin, 'us', samePaths('/'))
    expect(links.canonical).toBe('https://shop.example/us')
    expect(links.alternates.at(-1)).toEqual({ hrefLang: 'x-default', href: 'https://shop.example/de' })
  })
})

describe('metaDescription', () => {
  it('collapses whitespace and falls back when empty', () => {
    expect(metaDescription('  Ein   Ring \n aus Gold ', 'x')).toBe('Ein Ring aus Gold')
    expect(metaDescription(null, 'fallback')).toBe('fallback')
  })

  it('cuts long texts at a word boundary', () => {
    const text = 'Brillant '.repeat(40)
    const cut = metaDescription(text, 'x')
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('Brillant…')).toBe(true)
  })
})
