import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dictionaries } from '../../i18n/dictionaries'
import { app } from '../app'

const strong = '9c2e7a41d0b35f86e1a4c7d09b2f5e38a6d1c4f7b0e3a9d2'

async function fetchWith(path: string, bindings: Record<string, string>) {
  const ctx = createExecutionContext()
  // a fresh object per case: the guard remembers its verdict per bindings object (one per isolate in production)
  const response = await app.fetch(new Request(`https://shop.test${path}`), { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const examples = {
  ENVIRONMENT: 'production',
  OPS_SECRET: 'dev-only-ops-secret',
  EDGE_SECRET: strong,
  MEDUSA_BACKEND_URL: 'https://api.goldhaus.de',
  MEDUSA_PUBLISHABLE_KEY: 'pk_live',
}

describe('a deployed worker (ENVIRONMENT=production)', () => {
  it('answers every API request 503 with a message naming what to set while OPS_SECRET is the example value', async () => {
    for (const path of ['/api/regions', '/medusa/store/products', '/ops/purge', '/images?url=/static/a.jpg&w=320']) {
      const response = await fetchWith(path, examples)
      expect(response.status, path).toBe(503)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { message } = (await response.json()) as { message: string }
      expect(message).toBe('The shop is misconfigured: OPS_SECRET holds the development value of .env.example. See docs/deployment.md.')
    }
  })
  it('answers pages with a short 503 page in German and English, without internals', async () => {
    const response = await fetchWith('/de', { ...examples, OPS_SECRET: '' })
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain(dictionaries.de.error.server)
    expect(html).toContain(dictionaries.en.error.server)
    expect(html).not.toContain('OPS_SECRET')
  })
  it('names a missing or example edge secret too', async () => {
    for (const EDGE_SECRET of ['', 'dev-only-edge-secret']) {
      const response = await fetchWith('/medusa/auth/customer/emailpass', { ...examples, OPS_SECRET: strong, EDGE_SECRET })
      expect(response.status).toBe(503)
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^The shop is misconfigured: EDGE_SECRET (is not set|holds the development value of \.env\.example)\./,
      )
    }
  })
  it('serves normally with its own secrets', async () => {
    const response = await fetchWith('/robots.txt', { ...examples, OPS_SECRET: strong })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Sitemap: https://shop.test/sitemap.xml')
  })
})

describe('the local worker (no ENVIRONMENT)', () => {
  it('keeps working with the development values', async () => {
    const response = await fetchWith('/robots.txt', { OPS_SECRET: 'dev-only-ops-secret', MEDUSA_BACKEND_URL: 'http://127.0.0.1:9' })
    expect(response.status).toBe(200)
  })
})
