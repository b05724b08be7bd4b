import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { bumpProductGenerations, productCacheGeneration } from './generation'

describe('product cache generations', () => {
  it('start at 0 and change with each purge of the product', async () => {
    expect(await productCacheGeneration(env, 'never-purged')).toBe('0')
    const first = await bumpProductGenerations(env, ['purged-piece'])
    expect(await productCacheGeneration(env, 'purged-piece')).toBe(first)
    const second = await bumpProductGenerations(env, ['purged-piece'])
    expect(second).not.toBe(first)
    expect(await productCacheGeneration(env, 'purged-piece')).toBe(second)
  })
  it('write a refused key again a second later (KV takes one write per second to a key)', async () => {
    let attempts = 0
    const refusingOnce = {
      CACHE_META: {
        put: async (key: string, value: string) => {
          if (++attempts === 1) throw new Error('KV PUT failed: 429 Too Many Requests')
          await env.CACHE_META.put(key, value)
        },
      } as unknown as KVNamespace,
    }
    const started = Date.now()
    const value = await bumpProductGenerations(refusingOnce, ['busy-piece'])
    expect(attempts).toBe(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
    expect(await env.CACHE_META.get('cache-generation:product:busy-piece')).toBe(value)
  })
})
