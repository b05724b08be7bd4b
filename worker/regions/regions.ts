import type { Country, Region, ValuablesLimit } from '../../routes/api-types'
import type { ShippingFrom } from '../../rules/shipping-from'
import { defaultCache } from '../cache/default-cache'
import { cacheGeneration } from '../cache/generation'
import type { Bindings } from '../env'
import { partFailed } from '../faults/part-failure'
import { BackendUnavailable } from '../medusa/backend-unavailable'
import { medusa } from '../medusa/client'
import { FALLBACK_COUNTRIES } from './fallback'

type MedusaEnv = Pick<Bindings, 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY' | 'MEDUSA_READ_TIMEOUT_MS' | 'CACHE_META'>
/** Where a refresh may keep running after the answer was sent (executionCtx); without one it runs unattended. */
type Background = { waitUntil(promise: Promise<unknown>): void } | null | undefined

/** Regions are fresh this long; after that the copy is still used while a refresh runs. */
const TTL_MS = 5 * 60_000
/** A failed fetch is not retried for this long, so a down back end is not hammered by every page view. */
const FAILURE_TTL_MS = 10_000
/** The last regions Medusa gave are kept this long: while Medusa is down they are better than none. */
const KEEP_SECONDS = 30 * 86_400

/** `generation`: the edge cache's purge generation when the copy was fetched (absent in copies of older workers). */
type Copy = { regions: Region[]; backend: string; fetchedAt: number; generation?: string }
let memory: Copy | null = null
let failedUntil = 0
let inFlight: { generation: string; regions: Promise<Region[]> } | null = null

type MedusaCountry = { iso_2?: string | null; name?: string | null; display_name?: string | null }
type MedusaRegion = { id: string; name: string; currency_code: string; countries?: MedusaCountry[] | null; payment_providers?: { id: string }[] | null }

/**
 * Maps Medusa's regions (with the ids of their payment providers), each country's VAT rate, valuables limit and lowest
 * shipping price onto the /api shape; countries without an iso_2 are dropped.
 */
function toRegions(
  regions: MedusaRegion[],
  taxRates: Record<string, number> = {},
  valuablesLimits: Record<string, ValuablesLimit> = {},
  shippingFrom: Record<string, ShippingFrom> = {},
): Region[] {
  return regions.map((region) => ({
    id: region.id,
    name: region.name,
    currency_code: region.currency_code,
    payment_providers: (region.payment_providers ?? []).map((provider) => provider.id),
    countries: (region.countries ?? [])
      .filter((country) => !!country.iso_2)
      .map(
        (country): Country => ({
          iso_2: country.iso_2!.toLowerCase(),
          name: country.name ?? country.iso_2!.toUpperCase(),
          display_name: country.display_name ?? country.name ?? country.iso_2!.toUpperCase(),
          region_id: region.id,
          tax_rate: taxRates[country.iso_2!.toLowerCase()] ?? null,
          valuables_limit: valuablesLimits[country.iso_2!.toLowerCase()] ?? null,
          shipping_from: shippingFrom[country.iso_2!.toLowerCase()] ?? null,
        }),
      ),
  }))
}

/**
 * Each country's VAT rate (`GET /store/tax-rates`), so a product page names the rate its price includes without a
 * cart. A back end older than that route (404) leaves the rates unknown ("inkl. MwSt." without a rate).
 */
async function fetchTaxRates(env: MedusaEnv): Promise<Record<string, number>> {
  return (await optionalRoute<{ tax_rates: Record<string, number> }>(env, '/store/tax-rates'))?.tax_rates ?? {}
}

/**
 * Each country's valuables limit (`GET /store/valuables-limits`), read from the shipping options Medusa holds, so a
 * product page states the limit the checkout applies without a call of its own. A back end older than that route
 * leaves the limits unknown (the promise then names no amount).
 */
async function fetchValuablesLimits(env: MedusaEnv): Promise<Record<string, ValuablesLimit>> {
  return (await optionalRoute<{ valuables_limits: Record<string, ValuablesLimit> }>(env, '/store/valuables-limits'))?.valuables_limits ?? {}
}

/**
 * Each country's lowest shipping price (`GET /store/shipping-from`), read from the shipping options Medusa holds, so
 * every statement of shipping costs is the checkout's. A back end older than that route leaves them unknown (the
 * pages then state none).
 */
async function fetchShippingFrom(env: MedusaEnv): Promise<Record<string, ShippingFrom>> {
  return (await optionalRoute<{ shipping_from: Record<string, ShippingFrom> }>(env, '/store/shipping-from'))?.shipping_from ?? {}
}

/** A store route of the shop's own: null when the back end does not have it yet (404); any other failure fails the regions. */
async function optionalRoute<T>(env: MedusaEnv, path: string): Promise<T | null> {
  try {
    return await medusa(env).client.fetch<T>(path)
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}

async function fetchRegions(env: MedusaEnv): Promise<Region[]> {
  // the same call as sdk.store.region.list; its read deadline bounds how long routing can wait for it
  const [{ regions }, taxRates, valuablesLimits, shippingFrom] = await Promise.all([
    medusa(env).client.fetch<{ regions: MedusaRegion[] }>('/store/regions', {
      query: { fields: 'id,name,currency_code,*countries,payment_providers.id', limit: 100 },
    }),
    fetchTaxRates(env),
    fetchValuablesLimits(env),
    fetchShippingFrom(env),
  ])
  return toRegions(regions, taxRates, valuablesLimits, shippingFrom)
}

const cacheKey = (env: MedusaEnv) => `https://worker.internal/cache/regions?backend=${encodeURIComponent(env.MEDUSA_BACKEND_URL)}`

async function readCache(env: MedusaEnv): Promise<Copy | null> {
  const hit = await defaultCache()?.match(cacheKey(env))
  return hit ? ((await hit.json()) as Copy) : null
}

async function writeCache(env: MedusaEnv, copy: Copy) {
  const body = JSON.stringify(copy)
  await defaultCache()?.put(cacheKey(env), new Response(body, { headers: { 'content-type': 'application/json', 'cache-control': `max-age=${KEEP_SECONDS}` } }))
}

/** One fetch at a time per isolate and generation; its result becomes the copy in memory and in the Cache API. */
function refresh(env: MedusaEnv, generation: string): Promise<Region[]> {
  if (inFlight?.generation === generation) return inFlight.regions
  const regions = fetchRegions(env)
    .then(async (regions) => {
      memory = { regions, backend: env.MEDUSA_BACKEND_URL, fetchedAt: Date.now(), generation }
      await writeCache(env, memory).catch(() => undefined)
      return regions
    })
    .catch((error: unknown) => {
      failedUntil = Date.now() + FAILURE_TTL_MS
      throw error
    })
    .finally(() => {
      if (inFlight?.regions === regions) inFlight = null
    })
  inFlight = { generation, regions }
  return regions
}

/** The edge cache's purge generation; '0' when KV cannot be read (the copy then ages by its TTL alone). */
const currentGeneration = (env: MedusaEnv) =>
  cacheGeneration(env).catch((error) => {
    partFailed('KV CACHE_META', error)
    return '0'
  })

/**
 * Medusa's regions: fresh for five minutes, then the last copy (memory, else the Cache API) is used while a
 * refresh runs in the background, however old it is, so a hung back end never delays routing once the
 * regions were read. Only without any copy is Medusa waited for (bounded by its read deadline), and after
 * a failure not again for ten seconds: then BackendUnavailable is thrown at once.
 *
 * A purge of the storefront's cache (`POST /ops/purge`: Medusa's subscriber sends one when a region, a tax rate or a
 * shipping option changes) starts a new cache generation; a copy of an earlier one is read again at once and waited
 * for, so the pages rendered afresh after the purge list the new countries, VAT rates and valuables limits (the old
 * copy answers only when Medusa fails).
 */
export async function loadRegions(env: MedusaEnv, background?: Background): Promise<Region[]> {
  const now = Date.now()
  if (!memory || memory.backend !== env.MEDUSA_BACKEND_URL) memory = await readCache(env).catch(() => null)
  const generation = await currentGeneration(env)
  if (memory && memory.generation !== undefined && memory.generation !== generation && now >= failedUntil) {
    const stale = memory
    return refresh(env, generation).catch((error: Error) => {
      console.warn('regions after a purge could not be read, using the last copy:', error.message)
      return stale.regions
    })
  }
  if (memory && now - memory.fetchedAt < TTL_MS) return memory.regions
  if (memory) {
    if (now >= failedUntil) {
      const pending = refresh(env, generation).catch((error: Error) => console.warn('regions refresh failed, using the last copy:', error.message))
      background?.waitUntil(pending)
    }
    return memory.regions
  }
  if (now < failedUntil) throw new BackendUnavailable('unreachable', 0, 'the last attempt to read the regions failed moments ago')
  return refresh(env, generation)
}

/** The lowercase iso_2 codes of every country in a region; the built-in list when Medusa is down. */
export async function knownCountries(env: MedusaEnv, background?: Background): Promise<Set<string>> {
  try {
    const regions = await loadRegions(env, background)
    const codes = regions.flatMap((region) => region.countries.map((country) => country.iso_2))
    return new Set(codes.length ? codes : FALLBACK_COUNTRIES)
  } catch (error) {
    console.warn('regions unavailable, using the built-in country list:', (error as Error).message)
    return new Set(FALLBACK_COUNTRIES)
  }
}

/** The region that sells to a country, or null when no region lists it. Throws when Medusa fails. */
export async function regionOfCountry(env: MedusaEnv, country: string, background?: Background): Promise<Region | null> {
  const regions = await loadRegions(env, background)
  return regions.find((region) => region.countries.some((c) => c.iso_2 === country)) ?? null
}

/** For tests: forget what was cached in memory. */
export function resetRegionMemory() {
  memory = null
  failedUntil = 0
  inFlight = null
}
