import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const get = (path: string, init: RequestInit = {}) => exports.default.fetch(`https://shop.test${path}`, { redirect: 'manual', ...init })

describe('redirect table in KV REDIRECTS', () => {
  it('redirects a relative target with the JSON status, keeping the query', async () => {
    await env.REDIRECTS.put('/alte-ringe', JSON.stringify({ to: '/de/kategorien/ringe', status: 302 }))
    const response = await get('/Alte-Ringe/?utm=x')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/de/kategorien/ringe?utm=x')
  })

  it('redirects to an absolute URL (a plain string value means 301)', async () => {
    await env.REDIRECTS.put('/katalog', 'https://example.com/katalog')
    const response = await get('/katalog')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://example.com/katalog')
  })

  it('wins over the country routing', async () => {
    await env.REDIRECTS.put('/de/alt', '/de/neu')
    const response = await get('/de/alt')
    expect(response.headers.get('location')).toBe('/de/neu')
  })

  it('ignores a self-redirect and goes on with the routing', async () => {
    await env.REDIRECTS.put('/selbst', '/Selbst/')
    const response = await get('/selbst')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/de/produkte/selbst')
  })

  it('ignores a loop and goes on with the routing', async () => {
    await env.REDIRECTS.put('/schleife-a', '/schleife-b')
    await env.REDIRECTS.put('/schleife-b', '/schleife-a')
    const response = await get('/schleife-a')
    expect(response.headers.get('location')).toBe('/de/produkte/schleife-a')
  })

  it('ignores targets a browser would read as another host, and goes on with the routing', async () => {
    const hostile = ['/\\evil.example', '//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/\t/evil.example', 'https://user:pw@evil.example/']
    for (const [i, to] of hostile.entries()) {
      await env.REDIRECTS.put(`/offen-${i}`, JSON.stringify({ to, status: 302 }))
      const response = await get(`/offen-${i}`)
      expect(response.status, to).toBe(301)
      expect(response.headers.get('location'), to).toBe(`/de/produkte/offen-${i}`)
    }
  })

  it('never asks KV for a key it could not hold: long paths are routed, not a 500', async () => {
    const long = 'x'.repeat(600)
    for (const path of [`/de/produkte/${long}`, `/c/search/${long}`, `/zz/cart/${long}`, `/en/c/${long}`, `/us/produkte/${long}`, `/${'ä'.repeat(300)}`]) {
      const response = await get(path)
      expect(response.status, path.slice(0, 20)).toBeLessThan(500)
    }
    const lookup = await exports.default.fetch(`https://shop.test/api/redirect?path=${encodeURIComponent(`/${long}`)}`)
    expect(await lookup.json()).toEqual({ redirect: null })
  })

  it('is not consulted for the API and files', async () => {
    await env.REDIRECTS.put('/api/regions-alt', '/neu')
    expect((await get('/api/regions-alt')).status).toBe(404)
  })
})

describe('GET /api/redirect (for client-side navigations)', () => {
  const lookup = async (path: string) => {
    const response = await exports.default.fetch(`https://shop.test/api/redirect?path=${encodeURIComponent(path)}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  it('answers the entry with the query carried over and whether it leaves the shop', async () => {
    await env.REDIRECTS.put('/api-alt', JSON.stringify({ to: '/de/neu', status: 302 }))
    await env.REDIRECTS.put('/api-extern', 'https://example.com/x')
    expect(await lookup('/API-Alt/?a=1')).toEqual({ status: 200, body: { redirect: { to: '/de/neu?a=1', status: 302, absolute: false } } })
    expect((await lookup('/api-extern')).body).toEqual({ redirect: { to: 'https://example.com/x', status: 301, absolute: true } })
  })
  it('answers null for paths without an entry, self-redirects and loops', async () => {
    await env.REDIRECTS.put('/api-self', '/api-self/')
    expect((await lookup('/gibt-es-nicht')).body).toEqual({ redirect: null })
    expect((await lookup('/api-self')).body).toEqual({ redirect: null })
  })
  it('rejects a missing or foreign path with 400', async () => {
    expect((await lookup('')).status).toBe(400)
    expect((await lookup('//evil.example/x')).status).toBe(400)
    expect((await lookup('https://evil.example/x')).status).toBe(400)
  })
})
