import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { edgeCache } from './edge-cache'

/** A tiny origin counting its calls, cached like the catalogue; `backend.down` answers as the API does when Medusa fails. */
function counterApp(ttl: number, params?: string[]) {
  let calls = 0
  const backend = { down: false }
  const inner = new Hono<AppEnv>()
  inner.use('*', edgeCache({ ttl, staleWhileRevalidate: 600, origin: () => inner, params }))
  inner.get('/count/:name', (c) =>
    backend.down
      ? c.json({ message: 'The shop back end did not answer within 4 s' }, 503, { 'retry-after': '30' })
      : c.json({ calls: ++calls, locale: c.req.query('locale') ?? null }),
  )
  inner.get('/broken/:name', (c) => c.json({ calls: ++calls }, 500))
  const outer = new Hono<AppEnv>()
  outer.route('/api', inner)
  return Object.assign(outer, { backend })
}

async function get(app: Hono<AppEnv>, path: string) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`https://cache.test${path}`), env, ctx)
  const body = await response.json()
  await waitOnExecutionContext(ctx)
  return {
    state: response.headers.get('x-edge-cache'),
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
    body,
  }
}

describe('edge cache of catalogue GETs', () => {
  it('serves a fresh copy from the Cache API', async () => {
    const app = counterApp(60)
    expect(await get(app, '/api/count/fresh')).toMatchObject({ state: 'MISS', cacheControl: 'public, max-age=60', body: { calls: 1 } })
    expect(await get(app, '/api/count/fresh')).toMatchObject({ state: 'HIT', body: { calls: 1 } })
    expect(await get(app, '/api/count/fresh?other=1')).toMatchObject({ state: 'MISS', body: { calls: 2 } })
  })
  it('serves a stale copy and refreshes it in the background', async () => {
    const app = counterApp(0)
    expect(await get(app, '/api/count/stale')).toMatchObject({ state: 'MISS', body: { calls: 1 } })
    expect(await get(app, '/api/count/stale')).toMatchObject({ state: 'STALE', body: { calls: 1 } })
    // the refresh ran during the previous request's waitUntil
    expect(await get(app, '/api/count/stale')).toMatchObject({ state: 'STALE', body: { calls: 2 } })
  })
  it('starts afresh after a purge', async () => {
    const app = counterApp(60)
    expect(await get(app, '/api/count/purged')).toMatchObject({ state: 'MISS', body: { calls: 1 } })
    expect(await get(app, '/api/count/purged')).toMatchObject({ state: 'HIT', body: { calls: 1 } })
    const purge = await exports.default.fetch('https://shop.test/ops/purge', { method: 'POST', headers: { authorization: 'Bearer test-secret' } })
    expect(purge.status).toBe(200)
    expect(await get(app, '/api/count/purged')).toMatchObject({ state: 'MISS', body: { calls: 2 } })
  })
  it('keys only by the query parameters the endpoints read', async () => {
    const app = counterApp(60, ['locale'])
    expect(await get(app, '/api/count/keyed?locale=en&cb=1')).toMatchObject({ state: 'MISS', body: { calls: 1, locale: 'en' } })
    expect(await get(app, '/api/count/keyed?cb=2&locale=en&utm_source=x')).toMatchObject({ state: 'HIT', body: { calls: 1 } })
    expect(await get(app, '/api/count/keyed?cb=3')).toMatchObject({ state: 'MISS', body: { calls: 2, locale: null } })
  })

  it('answers with an older copy when the back end fails, however old, also after a purge', async () => {
    const app = counterApp(0)
    expect(await get(app, '/api/count/down')).toMatchObject({ state: 'MISS', body: { calls: 1 } })
    const purge = await exports.default.fetch('https://shop.test/ops/purge', { method: 'POST', headers: { authorization: 'Bearer test-secret' } })
    expect(purge.status).toBe(200)
    app.backend.down = true
    expect(await get(app, '/api/count/down')).toMatchObject({
      state: 'STALE-IF-ERROR',
      status: 200,
      retryAfter: null,
      cacheControl: 'no-cache',
      body: { calls: 1 },
    })
    expect(await get(app, '/api/count/none-yet')).toMatchObject({ state: null, status: 503, retryAfter: '30' })
    app.backend.down = false
    expect(await get(app, '/api/count/down')).toMatchObject({ state: 'MISS', status: 200, body: { calls: 2 } })
  })

  it('never keeps errors', async () => {
    const app = counterApp(60)
    expect(await get(app, '/api/broken/x')).toMatchObject({ state: null, body: { calls: 1 } })
    expect(await get(app, '/api/broken/x')).toMatchObject({ state: null, body: { calls: 2 } })
  })
})
