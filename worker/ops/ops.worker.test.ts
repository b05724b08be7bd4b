import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../app'

const sync = (headers: Record<string, string> = {}) => exports.default.fetch('https://shop.test/ops/slugs/sync', { method: 'POST', headers })

describe('POST /ops/slugs/sync', () => {
  it('is 401 without the bearer secret', async () => {
    expect((await sync()).status).toBe(401)
    expect((await sync({ authorization: 'Bearer wrong' })).status).toBe(401)
    expect((await sync({ authorization: 'test-secret' })).status).toBe(401)
  })
  it('is 503 while no OPS_SECRET is configured', async () => {
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request('https://shop.test/ops/slugs/sync', { method: 'POST', headers: { authorization: 'Bearer ' } }),
      { ...env, OPS_SECRET: '' },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(503)
  })
  it('with the secret it asks Medusa (here unreachable: 503 with a message)', async () => {
    const response = await sync({ authorization: 'Bearer test-secret' })
    expect(response.status).toBe(503)
    expect(((await response.json()) as { message: string }).message).toMatch(/back end is unreachable/)
  })
})

describe('POST /ops/purge', () => {
  const purge = (headers: Record<string, string> = {}) => exports.default.fetch('https://shop.test/ops/purge', { method: 'POST', headers })
  it('is 401 without the bearer secret', async () => {
    expect((await purge()).status).toBe(401)
    expect((await purge({ authorization: 'Bearer wrong' })).status).toBe(401)
  })
  it('starts a new cache generation each time and reports the slug sync', async () => {
    const first = (await (await purge({ authorization: 'Bearer test-secret' })).json()) as { generation: string; slugs: unknown }
    const second = (await (await purge({ authorization: 'Bearer test-secret' })).json()) as { generation: string; slugs: unknown }
    expect(first.generation).not.toBe(second.generation)
    expect(await env.CACHE_META.get('cache-generation')).toBe(second.generation)
    // Medusa is unreachable in these tests: the purge still happened, the sync failure is reported
    expect(second.slugs).toEqual({ error: expect.stringMatching(/slug sync failed/) })
  })

  const purgeWith = (body: unknown) =>
    exports.default.fetch('https://shop.test/ops/purge', {
      method: 'POST',
      headers: { authorization: 'Bearer test-secret', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  it('with handles starts a new generation for those products only, leaving the whole cache and the slugs alone', async () => {
    const before = await env.CACHE_META.get('cache-generation')
    const response = await purgeWith({ event: 'order.placed', handles: ['gliederarmband-venezia', 'venezia-link-bracelet'] })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { scope: string; generation: string }
    expect(body).toMatchObject({ scope: 'products', handles: ['gliederarmband-venezia', 'venezia-link-bracelet'] })
    expect(await env.CACHE_META.get('cache-generation:product:gliederarmband-venezia')).toBe(body.generation)
    expect(await env.CACHE_META.get('cache-generation:product:venezia-link-bracelet')).toBe(body.generation)
    expect(await env.CACHE_META.get('cache-generation')).toBe(before)
  })
  it.each([
    [{ handles: 'gliederarmband-venezia' }, /handles must be a non-empty list/],
    [{ handles: [] }, /handles must be a non-empty list/],
    [{ handles: ['Not A Handle'] }, /handles\[\] must be a lowercase handle/],
    [{ handles: [42] }, /handles\[\] must be a lowercase handle/],
  ])('refuses %j with 400', async (body, message) => {
    const response = await purgeWith(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(message)
  })
  it('purges everything when more products changed than are worth naming', async () => {
    const handles = Array.from({ length: 201 }, (_, i) => `piece-${i}`)
    expect(await (await purgeWith({ event: 'inventory-level.updated', handles })).json()).toMatchObject({ scope: 'all' })
  })
  it('names a handle too long for a KV key by its hash', async () => {
    const handle = '宝'.repeat(200)
    expect(((await (await purgeWith({ handles: [handle] })).json()) as { scope: string }).scope).toBe('products')
    const keys = (await env.CACHE_META.list({ prefix: 'cache-generation:product:sha256:' })).keys
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.every((key) => new TextEncoder().encode(key.name).length <= 512)).toBe(true)
  })
})
