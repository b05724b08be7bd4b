import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INDEX_KEY, SYNCED_AT_KEY } from './keys'
import { syncSlugTranslations } from './sync'

/** Medusa's GET /store/slug-translations, answered by a stubbed fetch. */
function medusaAnswers(translations: { type: string; de: string; en: string }[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname !== '/store/slug-translations') return new Response('{}', { status: 404 })
    return Response.json({ translations })
  })
}

afterEach(() => vi.restoreAllMocks())

describe('syncSlugTranslations', () => {
  it('writes both directions, then only changes, and deletes what disappeared', async () => {
    const fetch = medusaAnswers([
      { type: 'product', de: 'ring-gold', en: 'gold-ring' },
      { type: 'collection', de: 'neuigkeiten', en: 'new-arrivals' },
    ])
    expect(await syncSlugTranslations(env)).toEqual({ total: 4, written: 4, deleted: 0 })
    expect(String(fetch.mock.calls[0][0])).toContain('/store/slug-translations')
    expect(await env.SLUGS.get('product:de:ring-gold')).toBe('gold-ring')
    expect(await env.SLUGS.get('collection:en:new-arrivals')).toBe('neuigkeiten')
    expect(await env.SLUGS.get(SYNCED_AT_KEY)).toMatch(/^\d{4}-\d\d-\d\dT/)

    vi.restoreAllMocks()
    medusaAnswers([{ type: 'product', de: 'ring-gold', en: 'golden-ring' }])
    expect(await syncSlugTranslations(env)).toEqual({ total: 2, written: 2, deleted: 3 })
    expect(await env.SLUGS.get('product:de:ring-gold')).toBe('golden-ring')
    expect(await env.SLUGS.get('product:en:golden-ring')).toBe('ring-gold')
    expect(await env.SLUGS.get('product:en:gold-ring')).toBeNull()
    expect(await env.SLUGS.get('collection:de:neuigkeiten')).toBeNull()
    expect(await env.SLUGS.get(INDEX_KEY, 'json')).toEqual({ 'product:de:ring-gold': 'golden-ring', 'product:en:golden-ring': 'ring-gold' })
  })
})
