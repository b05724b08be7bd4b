import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

// MEDUSA_BACKEND_URL points at a port nobody listens on (vitest.config.ts): every answer here is given
// before any back-end call, or is the 503 of an unreachable back end. Known countries: the built-in list.

const call = async (path: string, init?: RequestInit) => {
  const response = await exports.default.fetch(`https://shop.test${path}`, init)
  return { status: response.status, body: (await response.json()) as { message?: string }, retryAfter: response.headers.get('retry-after') }
}

describe('/api input validation (400 { message })', () => {
  it.each([
    ['/api/products/xx/de', /countryCode 'xx' is not a country the shop sells to/],
    ['/api/products/DE/de', /two-letter lowercase country code/],
    ['/api/products/de/fr', /locale must be 'de' or 'en', got 'fr'/],
    ['/api/products/de/de?limit=0', /limit must be between 1 and 100, got 0/],
    ['/api/products/de/de?limit=101', /limit must be between 1 and 100, got 101/],
    ['/api/products/de/de?limit=ten', /limit must be a whole number/],
    ['/api/products/de/de?offset=-5', /offset must be a whole number/],
    ['/api/products/de/de?order=price_desc', /order must be one of/],
    ['/api/products/de/de?region_id=europe', /region_id must be a Medusa id starting with 'reg_'/],
    ['/api/products/de/de?country_code=zz', /country_code 'zz' is not a country the shop sells to/],
    ['/api/products/de/de?collection_id=ringe', /collection_id must be a Medusa id starting with 'pcol_'/],
    ['/api/products/de/de?category_id=pcol_1', /category_id must be a Medusa id starting with 'pcat_'/],
    ['/api/products/de/de?video=yes', /video must be 'true' or 'false'/],
    ['/api/products/de/de?sort=title', /unknown query parameter 'sort'/],
    ['/api/products/de/xx/ring-gold', /locale must be/],
    ['/api/products/de/de/Ring%20Gold', /handle must be a lowercase handle/],
    ['/api/products/de/en/related/pcat_1', /id must be a Medusa id starting with 'prod_'/],
    ['/api/products/qq/en/related/prod_1', /countryCode 'qq'/],
    ['/api/categories/fr/menu', /locale must be 'de' or 'en', got 'fr'/],
    ['/api/categories/de/Ringe!', /slug must be a lowercase handle/],
    ['/api/collections/Neu%20heiten', /slug must be a lowercase handle/],
    ['/api/collections/neuigkeiten?locale=it', /locale must be 'de' or 'en', got 'it'/],
  ])('GET %s', async (path, message) => {
    const { status, body } = await call(path)
    expect(status).toBe(400)
    expect(body.message).toMatch(message)
  })

  it.each([
    ['not json', /body must be JSON/],
    [JSON.stringify({}), /email is required/],
    [JSON.stringify({ email: 'no-at-sign' }), /not a valid e-mail address/],
    [JSON.stringify({ email: 42 }), /email is required/],
  ])('POST /api/auth/check-password-reset %s', async (body, message) => {
    const response = await call('/api/auth/check-password-reset', { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(message)
  })
})

describe('/api without a back end', () => {
  it('answers 503 { message } with Retry-After for valid input, never an unhandled 500', async () => {
    for (const path of ['/api/regions', '/api/products/de/de', '/api/collections/neuigkeiten', '/api/categories/de/menu']) {
      const { status, body, retryAfter } = await call(path)
      expect(status, path).toBe(503)
      expect(body.message, path).toMatch(/back end .*please try again in a moment/)
      expect(retryAfter, path).toBe('30')
    }
    const reset = await call('/api/auth/check-password-reset', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.de' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(reset.status).toBe(503)
    expect(reset.body.message).toMatch(/back end/)
  })
  it('unknown endpoints are 404 { message }', async () => {
    const { status, body } = await call('/api/nothing-here')
    expect(status).toBe(404)
    expect(body.message).toMatch(/No API endpoint GET \/api\/nothing-here/)
  })
})
