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

  it('is not consulted for the API and files', async () => {
    await env.REDIRECTS.put('/api/regions-alt', '/neu')
    expect((await get('/api/regions-alt')).status).toBe(404)
  })
})
