import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { edgeCache } from './edge-cache'

/** A tiny origin counting its calls, cached like the catalogue. */
function counterApp(ttl: number) {
  let calls = 0
  const inner = new Hono<AppEnv>()
  inner.use('*', edgeCache({ ttl, staleWhileRevalidate: 600, origin: () => inner }))
  inner.get('/count/:name', (c) => c.json({ calls: ++calls }))
  inner.get('/broken/:name', (c) => c.json({ calls: ++calls }, 500))
  const outer = new Hono<AppEnv>()
  outer.route('/api', inner)
  return outer
}

async function get(app: Hono<AppEnv>, path: string) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`https://cache.test${path}`), env, ctx)
  const body = await response.json()
  await waitOnExecutionContext(ctx)
  return { state: response.headers.get('x-edge-cache'), cacheControl: response.headers.get('cache-control'), body }
}

describe('edge cache of catalogue GETs', () => {
  it('serves a fresh copy from the Cache API', async () => {
    const app = counterApp(60)
    expect(await get(app, '/api/count/fresh')).toEqual({ state: 'MISS', cacheControl: 'public, max-age=60', body: { calls: 1 } })
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
  it('never keeps errors', async () => {
    const app = counterApp(60)
    expect(await get(app, '/api/broken/x')).toMatchObject({ state: null, body: { calls: 1 } })
    expect(await get(app, '/api/broken/x')).toMatchObject({ state: null, body: { calls: 2 } })
  })
})
