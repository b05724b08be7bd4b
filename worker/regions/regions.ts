import type { Country, Region } from '../../routes/api-types'
import type { Bindings } from '../env'
import { defaultCache } from '../cache/default-cache'
import { medusa } from '../medusa/client'
import { FALLBACK_COUNTRIES } from './fallback'

type MedusaEnv = Pick<Bindings, 'MEDUSA_BACKEND_URL' | 'MEDUSA_PUBLISHABLE_KEY'>

const TTL_MS = 5 * 60_000
/** A failed fetch is not retried for this long, so a down back end is not hammered by every page view. */
const FAILURE_TTL_MS = 30_000
const CACHE_KEY = 'https://worker.internal/cache/regions'

let memory: { regions: Region[]; backend: string; expires: number } | null = null
let failedUntil = 0

type MedusaCountry = { iso_2?: string | null; name?: string | null; display_name?: string | null }
type MedusaRegion = { id: string; name: string; currency_code: string; countries?: MedusaCountry[] | null }

/** Maps Medusa's regions onto the /api shape; countries without an iso_2 are dropped. */
export function toRegions(regions: MedusaRegion[]): Region[] {
  return regions.map((region) => ({
    id: region.id,
    name: region.name,
    currency_code: region.currency_code,
    countries: (region.countries ?? [])
      .filter((country) => !!country.iso_2)
      .map(
        (country): Country => ({
          iso_2: country.iso_2!.toLowerCase(),
          name: country.name ?? country.iso_2!.toUpperCase(),
          display_name: country.display_name ?? country.name ?? country.iso_2!.toUpperCase(),
          region_id: region.id,
        }),
      ),
  }))
}

async function fetchRegions(env: MedusaEnv): Promise<Region[]> {
  // the same call as sdk.store.region.list, with a timeout: the routing of every page waits for it
  const { regions } = await medusa(env).client.fetch<{ regions: MedusaRegion[] }>('/store/regions', {
    query: { fields: 'id,name,currency_code,*countries', limit: 100 },
    signal: AbortSignal.timeout(5_000),
  })
  return toRegions(regions)
}

async function readCache(): Promise<Region[] | null> {
  const hit = await defaultCache()?.match(CACHE_KEY)
  return hit ? ((await hit.json()) as Region[]) : null
}

async function writeCache(regions: Region[]) {
  const body = JSON.stringify(regions)
  await defaultCache()?.put(CACHE_KEY, new Response(body, { headers: { 'content-type': 'application/json', 'cache-control': `max-age=${TTL_MS / 1000}` } }))
}

/** Medusa's regions, cached in memory and in the Cache API for five minutes. Throws when Medusa fails. */
export async function loadRegions(env: MedusaEnv): Promise<Region[]> {
  const now = Date.now()
  if (memory && memory.backend === env.MEDUSA_BACKEND_URL && memory.expires > now) return memory.regions
  const cached = await readCache().catch(() => null)
  const regions = cached ?? (await fetchRegions(env))
  if (!cached) await writeCache(regions).catch(() => undefined)
  memory = { regions, backend: env.MEDUSA_BACKEND_URL, expires: now + TTL_MS }
  return regions
}

/** The lowercase iso_2 codes of every country in a region; the built-in list when Medusa is down. */
export async function knownCountries(env: MedusaEnv): Promise<Set<string>> {
  if (Date.now() < failedUntil) return new Set(FALLBACK_COUNTRIES)
  try {
    const regions = await loadRegions(env)
    const codes = regions.flatMap((region) => region.countries.map((country) => country.iso_2))
    return new Set(codes.length ? codes : FALLBACK_COUNTRIES)
  } catch (error) {
    console.warn('regions unavailable, using the built-in country list:', (error as Error).message)
    failedUntil = Date.now() + FAILURE_TTL_MS
    return new Set(FALLBACK_COUNTRIES)
  }
}

/** The region that sells to a country, or null when no region lists it. Throws when Medusa fails. */
export async function regionOfCountry(env: MedusaEnv, country: string): Promise<Region | null> {
  const regions = await loadRegions(env)
  return regions.find((region) => region.countries.some((c) => c.iso_2 === country)) ?? null
}

/** For tests: forget what was cached in memory. */
export function resetRegionMemory() {
  memory = null
  failedUntil = 0
}
