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
    const response = await app.fetch(new Request('https://shop.test/ops/slugs/sync', { method: 'POST', headers: { authorization: 'Bearer ' } }), { ...env, OPS_SECRET: '' }, ctx)
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
})
