import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'

const api = async (query: string) => {
  const response = await exports.default.fetch(`https://shop.test/api/slug-translation?${query}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  await env.SLUGS.put('product:de:ring-gold', 'gold-ring')
  await env.SLUGS.put('product:en:gold-ring', 'ring-gold')
  await env.SLUGS.put('category:de:ringe', 'rings')
  await env.SLUGS.put('category:en:rings', 'ringe')
})

describe('GET /api/slug-translation', () => {
  it('translates German to English and back', async () => {
    expect(await api('type=product&slug=ring-gold&from=de&to=en')).toEqual({ status: 200, body: { translatedSlug: 'gold-ring', exists: true } })
    expect(await api('type=product&slug=gold-ring&from=en&to=de')).toEqual({ status: 200, body: { translatedSlug: 'ring-gold', exists: true } })
    expect((await api('type=category&slug=rings&from=en&to=de')).body).toEqual({ translatedSlug: 'ringe', exists: true })
  })
  it('answers the same slug when from equals to, existing when known', async () => {
    expect((await api('type=product&slug=ring-gold&from=de&to=de')).body).toEqual({ translatedSlug: 'ring-gold', exists: true })
  })
  it('says when a slug is unknown', async () => {
    expect((await api('type=product&slug=gibt-es-nicht&from=de&to=en')).body).toEqual({ translatedSlug: null, exists: false })
    // the type is part of the key
    expect((await api('type=collection&slug=ring-gold&from=de&to=en')).body).toEqual({ translatedSlug: null, exists: false })
  })
  it.each([
    ['slug=ring-gold&from=de&to=en', /type must be/],
    ['type=video&slug=x&from=de&to=en', /type must be/],
    ['type=product&from=de&to=en', /slug must be/],
    ['type=product&slug=Ring%20Gold&from=de&to=en', /slug must be/],
    ['type=product&slug=x&from=fr&to=en', /from must be 'de' or 'en'/],
    ['type=product&slug=x&from=de', /to must be 'de' or 'en'/],
  ])('rejects %s with 400', async (query, message) => {
    const { status, body } = await api(query)
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })
})

describe('country routing translates handles through KV', () => {
  it('/us/produkte/ring-gold → /us/products/gold-ring', async () => {
    const response = await exports.default.fetch('https://shop.test/us/produkte/ring-gold', { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/us/products/gold-ring')
  })
  it('/en/c/ringe → /us/categories/rings', async () => {
    const response = await exports.default.fetch('https://shop.test/en/c/ringe', { redirect: 'manual' })
    expect(response.headers.get('location')).toBe('/us/categories/rings')
  })
})
