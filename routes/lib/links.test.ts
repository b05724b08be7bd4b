import { describe, expect, it } from 'vitest'
import { isExternal, localizedHref } from './links'

describe('localizedHref', () => {
  it('prefixes the country and writes the segment in its language', () => {
    expect(localizedHref('de', '/products/ring-gold')).toBe('/de/produkte/ring-gold')
    expect(localizedHref('ch', '/categories/ringe')).toBe('/ch/kategorien/ringe')
    expect(localizedHref('us', '/products/gold-ring')).toBe('/us/products/gold-ring')
    expect(localizedHref('fr', '/collections/news')).toBe('/fr/collections/news')
  })

  it('keeps query and hash, and maps the home page to the bare country', () => {
    expect(localizedHref('at', '/search?s=perle#top')).toBe('/at/suche?s=perle#top')
    expect(localizedHref('de', '/')).toBe('/de')
    expect(localizedHref('de', '/store?page=2')).toBe('/de/store?page=2')
  })
})

describe('isExternal', () => {
  it('recognises links that leave the shop', () => {
    expect(isExternal('https://www.instagram.com/')).toBe(true)
    expect(isExternal('//cdn.example.com/x')).toBe(true)
    expect(isExternal('mailto:info@example.com')).toBe(true)
    expect(isExternal('/products/ring')).toBe(false)
  })
})
