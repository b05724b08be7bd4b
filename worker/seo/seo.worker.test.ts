import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

describe('robots.txt and sitemap.xml', () => {
  it('allows crawling except the personal and technical areas, naming the sitemap on the request origin', async () => {
    const response = await exports.default.fetch('https://juwelier.example/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /medusa/',
        'Disallow: /ops/',
        'Disallow: /admin',
        'Disallow: /checkout',
        'Disallow: /account',
        'Disallow: /cart',
      ]),
    )
    expect(lines).toContain('Sitemap: https://juwelier.example/sitemap.xml')
  })

  it('is served by the worker, not the page router (without a back end: 503 with a message)', async () => {
    const response = await exports.default.fetch('https://juwelier.example/sitemap.xml')
    expect(response.status).toBe(503)
    expect(((await response.json()) as { message: string }).message).toMatch(/back end is unreachable/)
  })
})
