import { describe, expect, it } from 'vitest'
import { medusa } from '../../e2e/medusa'
import { fresh, getHtml, jsonLd } from '../test/html'
import { WORKER_URL } from '../test/int'

type Listed = { id: string; handle: string; metadata?: Record<string, unknown> | null }
const english = (entity: Listed) => (typeof entity.metadata?.handle_en === 'string' && entity.metadata.handle_en) || entity.handle

async function all(kind: 'product' | 'category' | 'collection'): Promise<Listed[]> {
  const query = { fields: 'id,handle,metadata', limit: 1000 }
  if (kind === 'product') return (await medusa.store.product.list(query)).products as Listed[]
  if (kind === 'category') return (await medusa.store.category.list(query)).product_categories as Listed[]
  return (await medusa.store.collection.list(query)).collections as Listed[]
}

describe('/sitemap.xml', () => {
  it('lists every product, category and collection of the back end in German and English', async () => {
    const response = await fetch(`${WORKER_URL}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await response.text()
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
    const segments = { product: ['produkte', 'products'], category: ['kategorien', 'categories'], collection: ['kollektionen', 'collections'] } as const
    for (const kind of ['product', 'category', 'collection'] as const) {
      const entities = await all(kind)
      expect(entities.length).toBeGreaterThan(0)
      for (const entity of entities) {
        expect(locs).toContain(`${WORKER_URL}/de/${segments[kind][0]}/${entity.handle}`)
        expect(locs).toContain(`${WORKER_URL}/us/${segments[kind][1]}/${english(entity)}`)
      }
    }
    expect(locs).toContain(`${WORKER_URL}/de/content/impressum`)
    expect(locs).toContain(`${WORKER_URL}/us/content/impressum`)
    expect(locs).toContain(`${WORKER_URL}/de/content/schmuck-nach-mass`)
    expect(locs).toContain(`${WORKER_URL}/de/videos`)
    // every listed page exists: a sample of each kind answers 200
    for (const loc of [...locs].filter((_, i) => i % 25 === 0)) {
      const response = await fetch(loc, { redirect: 'manual' })
      expect(response.status, loc).toBe(200)
      await response.arrayBuffer()
    }
    expect(xml).toContain(`hreflang="x-default" href="${WORKER_URL}/de"`)
  })
})

describe('/robots.txt', () => {
  it('names the sitemap on the request origin and keeps crawlers out of personal areas', async () => {
    const text = await (await fetch(`${WORKER_URL}/robots.txt`)).text()
    expect(text).toContain(`Sitemap: ${WORKER_URL}/sitemap.xml`)
    for (const path of ['/api/', '/medusa/', '/ops/', '/admin', '/checkout', '/account', '/cart']) expect(text).toContain(`Disallow: ${path}`)
  })
})

describe('structured data', () => {
  it('gives a product page a Product with offers at Medusa prices, and a BreadcrumbList', async () => {
    const { regions } = await medusa.store.region.list({ fields: 'id,*countries' })
    const germany = regions.find((region) => region.countries?.some((country) => country.iso_2 === 'de'))!
    const { products } = await medusa.store.product.list({ region_id: germany.id, fields: 'handle,title,*variants.calculated_price,variants.sku', limit: 3 })
    for (const product of products) {
      const { status, html } = await getHtml(fresh(`/de/produkte/${product.handle}`))
      expect(status).toBe(200)
      const data = jsonLd(html)
      const item = data.find((entry) => entry['@type'] === 'Product') as {
        name: string
        offers: { price: string; priceCurrency: string; sku?: string; availability: string; url: string }[]
        brand: unknown
      }
      expect(item.name).toBe(product.title)
      expect(item.brand).toMatchObject({ '@type': 'Brand' })
      const expected = product.variants!.filter((variant) => variant.calculated_price?.calculated_amount != null)
      expect(item.offers.map((offer) => [offer.sku, Number(offer.price), offer.priceCurrency])).toEqual(
        expected.map((variant) => [
          variant.sku ?? undefined,
          variant.calculated_price!.calculated_amount,
          variant.calculated_price!.currency_code!.toUpperCase(),
        ]),
      )
      for (const offer of item.offers) {
        expect(offer.availability).toMatch(/^https:\/\/schema.org\/(InStock|LimitedAvailability|OutOfStock)$/)
        expect(offer.url).toBe(`${WORKER_URL}/de/produkte/${product.handle}`)
      }
      const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] }
      expect(crumbs.itemListElement.at(-1)).toMatchObject({ item: `${WORKER_URL}/de/produkte/${product.handle}` })
    }
  })

  it('gives a category page a BreadcrumbList ending at the category', async () => {
    const data = jsonLd((await getHtml(fresh('/de/kategorien/eheringe'))).html)
    const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] }
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${WORKER_URL}/de`,
      `${WORKER_URL}/de/kategorien/ringe`,
      `${WORKER_URL}/de/kategorien/eheringe`,
    ])
  })

  it('gives the home page Organization and WebSite data', async () => {
    const types = jsonLd((await getHtml(fresh('/de'))).html).map((entry) => entry['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
  })
})
