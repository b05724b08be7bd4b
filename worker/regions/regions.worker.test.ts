import { env } from 'cloudflare:workers'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { bumpCacheGeneration } from '../cache/generation'
import { loadRegions, resetRegionMemory } from './regions'

// Medusa's store API as the worker reads it: the regions with their countries, each country's VAT rate and valuables limit.
const medusaAnswers = { countries: ['de', 'at'], valuables: 5000, shipping: 0, failing: false, calls: 0 }
const realFetch = globalThis.fetch

beforeEach(() => {
  resetRegionMemory()
  Object.assign(medusaAnswers, { countries: ['de', 'at'], valuables: 5000, shipping: 0, failing: false, calls: 0 })
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url)
    if (url.origin !== new URL(env.MEDUSA_BACKEND_URL).origin) return realFetch(input, init)
    if (medusaAnswers.failing) return new Response('{"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } })
    medusaAnswers.calls++
    const body =
      url.pathname === '/store/tax-rates'
        ? { tax_rates: { de: 19, at: 20 } }
        : url.pathname === '/store/valuables-limits'
          ? { valuables_limits: { de: { amount: medusaAnswers.valuables, operator: 'gt', currency_code: 'eur' } } }
          : url.pathname === '/store/shipping-from'
            ? { shipping_from: { de: { amount: medusaAnswers.shipping, currency_code: 'eur' } } }
            : {
                regions: [
                  {
                    id: 'reg_eu',
                    name: 'Europa',
                    currency_code: 'eur',
                    countries: medusaAnswers.countries.map((iso_2) => ({ iso_2, name: iso_2.toUpperCase() })),
                    payment_providers: [],
                  },
                ],
              }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
})
afterAll(() => {
  globalThis.fetch = realFetch
  resetRegionMemory()
})

const codes = async () => (await loadRegions(env)).flatMap((region) => region.countries.map((country) => country.iso_2))

describe('the worker’s copy of the regions', () => {
  it('keeps its copy for five minutes, but reads the regions again at once after a cache purge', async () => {
    expect(await codes()).toEqual(['de', 'at'])
    medusaAnswers.countries = ['de', 'at', 'is']
    // within its five minutes the copy answers
    expect(await codes()).toEqual(['de', 'at'])
    // a region changed in the back office: Medusa's subscriber purges the storefront's cache
    await bumpCacheGeneration(env)
    expect(await codes()).toEqual(['de', 'at', 'is'])
    const calls = medusaAnswers.calls
    expect(await codes()).toEqual(['de', 'at', 'is'])
    expect(medusaAnswers.calls, 'the new copy is kept').toBe(calls)
  })

  it('keeps each country’s valuables limit and lowest shipping price with the regions, read again after a purge (a shipping option changed)', async () => {
    const facts = async () =>
      Object.fromEntries(
        (await loadRegions(env)).flatMap((region) =>
          region.countries.map((country) => [country.iso_2, { limit: country.valuables_limit, shipping: country.shipping_from }]),
        ),
      )
    expect(await facts()).toMatchObject({
      de: { limit: { amount: 5000, operator: 'gt', currency_code: 'eur' }, shipping: { amount: 0, currency_code: 'eur' } },
      at: { limit: null, shipping: null },
    })
    Object.assign(medusaAnswers, { valuables: 3000, shipping: 9.9 })
    expect((await facts()).de, 'the copy answers within its five minutes').toMatchObject({ limit: { amount: 5000 }, shipping: { amount: 0 } })
    await bumpCacheGeneration(env)
    expect((await facts()).de).toMatchObject({ limit: { amount: 3000 }, shipping: { amount: 9.9 } })
  })

  it('answers with the last copy when Medusa fails after a purge', async () => {
    // the copy the last test left in the Cache API
    const last = await codes()
    expect(last.length).toBeGreaterThan(0)
    Object.assign(medusaAnswers, { failing: true, countries: ['ch'] })
    await bumpCacheGeneration(env)
    expect(await codes()).toEqual(last)
  })
})
