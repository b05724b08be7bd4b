import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../app'

const get = (path: string, headers: Record<string, string> = {}) => exports.default.fetch(`https://shop.test${path}`, { headers, redirect: 'manual' })

const MANIFEST = {
  'client/admin/main.tsx': { file: 'assets/admin/main-abc.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/admin/main-abc.css'] },
  '_vendor.js': { file: 'assets/admin/vendor-def.js' },
}

/** The app with an asset layer that holds the back office's build, or none (dist/client of the checkout is not used). */
async function withBuild(path: string, built = true) {
  const ctx = createExecutionContext()
  const ASSETS = {
    fetch: async (url: string | URL) =>
      built && String(url).endsWith('/assets/admin/manifest.json') ? Response.json(MANIFEST) : new Response('', { status: 404 }),
  }
  const response = await app.fetch(new Request(`https://shop.test${path}`), { ...env, ASSETS }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const expectPrivate = (response: Response) => {
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
}

describe('/admin (back office, outside the country routing)', () => {
  it('sends /admin to the preferred language: cookie, then browser, then German', async () => {
    const german = await get('/admin')
    expect(german.status).toBe(302)
    expect(german.headers.get('location')).toBe('/admin/de')
    expectPrivate(german)
    expect((await get('/admin', { 'accept-language': 'en-GB,en;q=0.9' })).headers.get('location')).toBe('/admin/en')
    expect((await get('/admin/', { cookie: 'locale=en', 'accept-language': 'de' })).headers.get('location')).toBe('/admin/en')
  })
  it('keeps the page and the query when it adds the language', async () => {
    expect((await get('/admin/orders/order_1?tab=items')).headers.get('location')).toBe('/admin/de/orders/order_1?tab=items')
  })
  it('answers 503 with a plain message while the back office is not built', async () => {
    const response = await withBuild('/admin/de/orders', false)
    expect(response.status).toBe(503)
    expectPrivate(response)
    expect(await response.text()).toMatch(/has not been built/)
  })
  it('serves the app shell for every page in a language, linking the build', async () => {
    for (const path of ['/admin/de', '/admin/en/orders', '/admin/de/orders/order_1', '/admin/en/login']) {
      const response = await withBuild(path)
      expect(response.status, path).toBe(200)
      expectPrivate(response)
      const html = await response.text()
      expect(html).toContain(`<html lang="${path.slice(7, 9)}">`)
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
      expect(html).toContain('<script type="module" src="/assets/admin/main-abc.js">')
      expect(html).toContain('<link rel="stylesheet" href="/assets/admin/main-abc.css">')
      expect(html).toContain('<link rel="modulepreload" href="/assets/admin/vendor-def.js">')
    }
    expect(await (await withBuild('/admin/en')).text()).toContain('<title>Back office · Aurelia</title>')
  })
  it('answers other methods with 405', async () => {
    const response = await exports.default.fetch('https://shop.test/admin/de', { method: 'POST' })
    expect(response.status).toBe(405)
  })
})
