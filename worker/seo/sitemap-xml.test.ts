import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots'
import { sitemapXml } from './sitemap-xml'

describe('sitemapXml', () => {
  const xml = sitemapXml('https://shop.example', [
    { paths: { de: '/products/goldring', en: '/products/gold-ring' }, lastmod: '2026-01-02T03:04:05.000Z' },
    { paths: { de: '/content/agb', en: '/content/agb' } },
  ])

  it('lists each page in German under /de and in English under /us', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([
      'https://shop.example/de/produkte/goldring',
      'https://shop.example/us/products/gold-ring',
      'https://shop.example/de/content/agb',
      'https://shop.example/us/content/agb',
    ])
  })

  it('gives every URL the hreflang alternates of the pages, with x-default', () => {
    const first = xml.split('<url>')[1]
    expect(first).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="de-DE" href="https://shop.example/de/produkte/goldring"/>')
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="de-AT" href="https://shop.example/at/produkte/goldring"/>')
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/us/products/gold-ring"/>')
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/de/produkte/goldring"/>')
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
  })

  it('escapes XML in URLs', () => {
    expect(sitemapXml('https://shop.example', [{ paths: { de: '/products/a&b', en: '/products/a&b' } }])).toContain('/de/produkte/a&amp;b</loc>')
  })
})

describe('robotsTxt', () => {
  it('names the sitemap with the given origin', () => {
    expect(robotsTxt('http://localhost:8787')).toContain('Sitemap: http://localhost:8787/sitemap.xml')
  })
})
