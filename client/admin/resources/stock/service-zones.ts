import type { Locale } from '../../../../rules/languages'
import { nameIn } from '../../../../rules/name-in-language'
import { request } from '../../engine/calls'
import { choicesOfAll } from '../../engine/matching-choices'
import type { Reference } from '../../engine/resource'

export type GeoZone = {
  id?: string
  type: 'country' | 'province' | 'city' | 'zip'
  country_code: string
  province_code?: string | null
  city?: string | null
  postal_expression?: Record<string, unknown> | null
}
type Metadata = Record<string, unknown> | null
export type ServiceZone = { id: string; name: string; metadata?: Metadata; geo_zones?: GeoZone[] }
export type FulfillmentSet = { id: string; name: string; type: string; metadata?: Metadata; service_zones?: ServiceZone[] }

/**
 * A service zone with where it belongs: its fulfillment set and that set's stock location. The names are German, the
 * metadata holds the English ones (rules/name-in-language.ts).
 */
export type PlacedZone = {
  id: string
  name: string
  metadata: Metadata
  setId: string
  set: { name: string; metadata: Metadata }
  setType: string
  locationId: string
  location: { name: string; metadata: Metadata }
}

type Location = { id: string; name: string; metadata?: Metadata; fulfillment_sets?: FulfillmentSet[] }

/**
 * Every service zone of the shop: Medusa lists them only inside the stock locations' fulfillment sets (there is no
 * collection of zones), so one `GET /admin/stock-locations` with the sets and zones gives them all.
 */
export async function listServiceZones(): Promise<PlacedZone[]> {
  const { stock_locations } = await request<{ stock_locations: Location[] }>('/admin/stock-locations', {
    query: {
      fields:
        'id,name,metadata,fulfillment_sets.id,fulfillment_sets.name,fulfillment_sets.type,fulfillment_sets.metadata,fulfillment_sets.service_zones.id,fulfillment_sets.service_zones.name,fulfillment_sets.service_zones.metadata',
      limit: 100,
      order: 'name',
    },
  })
  return stock_locations.flatMap((location) =>
    (location.fulfillment_sets ?? []).flatMap((set) =>
      (set.service_zones ?? []).map((zone) => ({
        id: zone.id,
        name: zone.name,
        metadata: zone.metadata ?? null,
        setId: set.id,
        set: { name: set.name, metadata: set.metadata ?? null },
        setType: set.type,
        locationId: location.id,
        location: { name: location.name, metadata: location.metadata ?? null },
      })),
    ),
  )
}

/**
 * A zone's name where several locations could hold one of that name, in the staff's language: "Deutschland ·
 * Ladengeschäft", "Germany · Shop".
 */
export const zoneLabelIn = (zone: PlacedZone, locale: Locale) => `${nameIn(zone, locale)} · ${nameIn(zone.location, locale)}`

/** Service zones as a choice of filters and forms (searched by name and location). */
export const SERVICE_ZONES: Reference = {
  name: 'service-zones',
  path: '/admin/stock-locations',
  listKey: 'stock_locations',
  label: 'name',
  choices: choicesOfAll(async (locale) => (await listServiceZones()).map((zone) => ({ id: zone.id, label: zoneLabelIn(zone, locale) }))),
}

/** The zone page's address under the stock location (relative to the back office's locale root). */
export const zonePath = (zone: { locationId: string; setId: string; id: string }) =>
  `/stock-locations/${encodeURIComponent(zone.locationId)}/fulfillment-sets/${encodeURIComponent(zone.setId)}/service-zones/${encodeURIComponent(zone.id)}`

// the paths are spelled out at each call: the count of admin calls (scripts/admin-calls.mjs) reads them there
/** GET /admin/fulfillment-sets/{id}/service-zones/{zoneId}: the zone with its geo zones. */
export async function retrieveServiceZone(setId: string, zoneId: string, signal?: AbortSignal) {
  return (
    await request<{ service_zone: ServiceZone }>(`/admin/fulfillment-sets/${encodeURIComponent(setId)}/service-zones/${encodeURIComponent(zoneId)}`, {
      query: { fields: 'id,name,metadata,*geo_zones' },
      signal,
    })
  ).service_zone
}

type ZoneBody = { name?: string; metadata?: Metadata; geo_zones?: GeoZone[] }

/** POST /admin/fulfillment-sets/{id}/service-zones/{zoneId}: name, English name and geo zones in one call (geo zones not sent are removed). */
export async function updateServiceZone(setId: string, zoneId: string, body: ZoneBody) {
  return (
    await request<{ fulfillment_set: FulfillmentSet }>(`/admin/fulfillment-sets/${encodeURIComponent(setId)}/service-zones/${encodeURIComponent(zoneId)}`, {
      method: 'POST',
      body,
    })
  ).fulfillment_set
}

/**
 * POST /admin/fulfillment-sets/{id}/service-zones: a new zone with its geo zones. Medusa's create route passes on its
 * name and areas only, so an English name is saved by an update of the new zone right after.
 */
export async function createServiceZone(setId: string, { metadata, ...zone }: ZoneBody & { name: string; geo_zones: GeoZone[] }) {
  const set = (
    await request<{ fulfillment_set: FulfillmentSet }>(`/admin/fulfillment-sets/${encodeURIComponent(setId)}/service-zones`, { method: 'POST', body: zone })
  ).fulfillment_set
  const created = set.service_zones?.find((candidate) => candidate.name === zone.name)
  return created && metadata && Object.keys(metadata).length ? updateServiceZone(setId, created.id, { metadata }) : set
}

/** DELETE /admin/fulfillment-sets/{id}/service-zones/{zoneId}. */
export const deleteServiceZone = (setId: string, zoneId: string) =>
  request(`/admin/fulfillment-sets/${encodeURIComponent(setId)}/service-zones/${encodeURIComponent(zoneId)}`, { method: 'DELETE' })

/** DELETE /admin/fulfillment-sets/{id}. */
/** A set's German and English names (the shop's own route: Medusa cannot change a set); other metadata stays. */
export const renameFulfillmentSet = (set: FulfillmentSet, { name, metadata }: { name: string; metadata: { name_en: string } }) =>
  request<{ fulfillment_set: FulfillmentSet }>(`/admin/fulfillment-sets/${encodeURIComponent(set.id)}`, { method: 'POST', body: { name, metadata } })

export const deleteFulfillmentSet = (setId: string) => request(`/admin/fulfillment-sets/${encodeURIComponent(setId)}`, { method: 'DELETE' })
