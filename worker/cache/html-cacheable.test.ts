import { describe, expect, it } from 'vitest'
import { cacheablePageUrl } from './html-cacheable'

const keyed = (path: string) => cacheablePageUrl(`https://shop.example${path}`)?.href.replace('https://shop.example', '') ?? null

describe('the URL a cached page is keyed and rendered by', () => {
  it('keeps only the parameters the page reads, sorted, with values it understands', () => {
    expect(keyed('/de/kategorien/ringe?utm_source=mail&sort=title&page=2&cb=1')).toBe('/de/kategorien/ringe?page=2&sort=title')
    expect(keyed('/de/kategorien/ringe?sort=cheapest&page=0')).toBe('/de/kategorien/ringe')
    expect(keyed('/de/store?page=999999&sort=price-desc')).toBe('/de/store?page=999999&sort=price-desc')
    expect(keyed('/de/store?page=1234567')).toBe('/de/store')
    expect(keyed('/us/search?s=%20gold%20ring%20&fbclid=x')).toBe('/us/search?s=gold+ring')
    expect(keyed('/de/produkte/ring?variant=variant_01KA2B3C4D5E6F7G8H9J0KMNPQ&page=2')).toBe('/de/produkte/ring?variant=variant_01KA2B3C4D5E6F7G8H9J0KMNPQ')
    expect(keyed('/de/produkte/ring?variant=anything')).toBe('/de/produkte/ring')
    expect(keyed('/de?newsletter=subscribed&x=1')).toBe('/de?newsletter=subscribed')
    expect(keyed('/de/contact?failed=email:email,consent:consent&sent=2')).toBe('/de/contact?failed=email%3Aemail%2Cconsent%3Aconsent')
    expect(keyed('/de/content/agb?page=2')).toBe('/de/content/agb')
  })
  it("keys a listing's filters by one form per combination: values sorted, each once, unknown ones dropped", () => {
    const one = keyed('/de/kategorien/ringe?size=56,54,54&material=platinum,gold750,tin&price=2000-100&stock=1&colour=blau')
    expect(one).toBe('/de/kategorien/ringe?material=gold750%2Cplatinum&price=100-2000&size=54%2C56&stock=1')
    expect(keyed('/de/kategorien/ringe?stock=1&price=100-2000&material=gold750,platinum&size=54,56')).toBe(one)
    expect(keyed('/de/kategorien/ringe?material=tin&stock=yes&price=cheap')).toBe('/de/kategorien/ringe')
    expect(keyed('/gb/search?s=ring&stone=pearl,diamond')).toBe('/gb/search?s=ring&stone=diamond%2Cpearl')
    expect(keyed('/de/kollektionen/ringe?colour=rose&sort=price-asc')).toBe('/de/kollektionen/ringe?colour=rose&sort=price-asc')
  })
  it('is null for pages that are never cached', () => {
    for (const path of ['/de/cart', '/de/checkout', '/de/order/confirmed', '/de/account', '/de/newsletter/unsubscribe?token=x'])
      expect(keyed(path), path).toBeNull()
  })
})
