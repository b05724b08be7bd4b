import { describe, expect, it } from 'vitest'
import type { CollectionResponse, ProductList, SlugTranslation } from '../../routes/api-types'
import { ok, WORKER_URL } from '../test/int'

// The stack synced slugs once at start (POST /ops/slugs/sync); this syncs again and reads them back.
const secret = process.env.OPS_SECRET

describe('slug translations from Medusa', () => {
  it.skipIf(!secret)('POST /ops/slugs/sync copies them into KV', async () => {
    const response = await fetch(`${WORKER_URL}/ops/slugs/sync`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } })
    expect(response.status).toBe(200)
    const result = (await response.json()) as { total: number; written: number; deleted: number }
    expect(result.total).toBeGreaterThan(0)
  })

  it('translates a product handle both ways', async () => {
    const { products } = await ok<ProductList>('/api/products/de/de?limit=1')
    const { handles } = products[0]
    expect(await ok<SlugTranslation>(`/api/slug-translation?type=product&slug=${handles.de}&from=de&to=en`)).toEqual({
      translatedSlug: handles.en,
      exists: true,
    })
    expect(await ok<SlugTranslation>(`/api/slug-translation?type=product&slug=${handles.en}&from=en&to=de`)).toEqual({
      translatedSlug: handles.de,
      exists: true,
    })
  })

  it('translates category and collection handles', async () => {
    const { collection } = await ok<CollectionResponse>('/api/collections/neuigkeiten')
    expect(await ok<SlugTranslation>(`/api/slug-translation?type=collection&slug=neuigkeiten&from=de&to=en`)).toEqual({
      translatedSlug: collection.handles.en,
      exists: true,
    })
    expect((await ok<SlugTranslation>('/api/slug-translation?type=category&slug=ringe&from=de&to=en')).exists).toBe(true)
  })

  it('says when a handle is unknown', async () => {
    expect(await ok<SlugTranslation>('/api/slug-translation?type=product&slug=gibt-es-nicht&from=de&to=en')).toEqual({ translatedSlug: null, exists: false })
  })

  it('the routing uses them: /us/produkte/{de} → /us/products/{en}', async () => {
    const { products } = await ok<ProductList>('/api/products/de/de?limit=1')
    const response = await fetch(`${WORKER_URL}/us/produkte/${products[0].handles.de}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/us/products/${products[0].handles.en}`)
  })
})
