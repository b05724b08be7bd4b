import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

// MEDUSA_BACKEND_URL points at a port nobody listens on (vitest.config.ts): bad input is refused before
// any back-end call, and an unreachable back end is a 502; nothing of it may be kept by a browser.

const call = async (path: string) => {
  const response = await exports.default.fetch(`https://shop.test${path}`)
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as { message?: string } }
}

describe('GET /api/availability/{countryCode}/{id}', () => {
  it.each([
    ['/api/availability/xx/prod_1', /countryCode 'xx' is not a country the shop sells to/],
    ['/api/availability/DE/prod_1', /two-letter lowercase country code/],
    ['/api/availability/de/pcat_1', /id must be a Medusa product or variant id/],
    ['/api/availability/de/prod_', /id must be a Medusa product or variant id/],
    [`/api/availability/de/prod_${'x'.repeat(300)}`, /id must be a Medusa product or variant id/],
  ])('refuses %s with 400 and a message', async (path, message) => {
    const { status, body, cacheControl } = await call(path)
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
    expect(cacheControl).toBe('no-store')
  })
  it('is a 404 without a country or id', async () => {
    expect((await call('/api/availability/de')).status).toBe(404)
  })
  it('answers 503 with a message when the back end is unreachable, never kept', async () => {
    for (const id of ['prod_01ABC', 'variant_01ABC']) {
      const { status, body, cacheControl } = await call(`/api/availability/de/${id}`)
      expect(status).toBe(503)
      expect(body.message).toMatch(/back end is unreachable/)
      expect(cacheControl).toBe('no-store')
    }
  })
})
