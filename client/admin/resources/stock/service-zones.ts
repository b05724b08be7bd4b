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
export type ServiceZone = { id: string; name: string; geo_zones?: GeoZone[] }
export type FulfillmentSet = { id: string; name: string; type: string; service_zones?: ServiceZone[] }

/** A service zone with where it belongs: its fulfillment set and that set's stock location. */
export type PlacedZone = { id: string; name: string; setId: string; setName: string; setType: string; locationId: string; locationName: string }

type Location = { id: string; name: string; fulfillment_sets?: FulfillmentSet[] }

/**
 * Every service zone of the shop: Medusa lists them only inside the stock locations' fulfillment sets (there is no
 * collection of zones), so one `GET /admin/stock-locations` with the sets and zones gives them all.
 */
export async function listServiceZones(): Promise<PlacedZone[]> {
  const { stock_locations } = await request<{ stock_locations: Location[] }>('/admin/stock-locations', {
    query: {
      fields: 'id,name,fulfillment_sets.id,fulfillment_sets.name,fulfillment_sets.type,fulfillment_sets.service_zones.id,fulfillment_sets.service_zones.name',
      limit: 100,
      order: 'name',
    },
  })
  return stock_locations.flatMap((location) =>
    (location.fulfillment_sets ?? []).flatMap((set) =>
      (set.service_zones ?? []).map((zone) => ({
        id: zone.id,
        name: zone.name,
        setId: set.id,
        setName: set.name,
        setType: set.type,
        locationId: location.id,
        locationName: location.name,
      })),
    ),
  )
}

/** A zone's name where several locations could hold one of that name: "Deutschland · Ladengeschäft". */
const zoneLabel = (zone: PlacedZone) => `${zone.name} · ${zone.locationName}`

/** Service zones as a choice of filters and forms (searched by name and location). */
export const SERVICE_ZONES: Reference = {
  name: 'service-zones',
  path: '/admin/stock-locations',
  listKey: 'stock_locations',
  label: 'name',
  choices: choicesOfAll(async () => (await listServiceZones()).map((zone) => ({ id: zone.id, label: zoneLabel(zone) }))),
}

/** The zone page's address under the stock location (relative to the back office's locale root). */
export const zonePath = (zone: { locationId: string; setId: string; id: string }) =>
  `/stock-locations/${encodeURIComponent(zone.locationId)}/fulfillment-sets/${encodeURIComponent(zone.setId)}/service-zones/${encodeURIComponent(zone.id)}`

// the paths are spelled out at each call: the count of admin calls (scripts/admin-calls.mjs) reads them there
/** GET /admin/fulfillment-sets/{id}/service-zones/{zoneId}: the zone with its geo zones. */
export async function retrieveServiceZone(setId: string, zoneId: string, signal?: AbortSignal) {
  return (
    await request<{ service_zone: ServiceZone }>(`/admin/fulfillment-sets/${encodeURIComponent(setId)}/service-zones/${encodeURIComponent(zoneId)}`, {
      query: { fields: 'id,name,*geo_zones' },
      signal,
    })
  ).service_zone
}

/** POST /admin/fulfillment-sets/{id}/service-zones/{zoneId}: name and geo zones in one call (geo zones not sent are removed). */
export async function updateServiceZone(setId: string, zoneId: string, body: { name: string; geo_zones: GeoZone[] }) {
  return (
    await request<{ fulfillment_set: FulfillmentSet }>(`/admin/fulfillment-sets/${encodeURIComponent(setId)}/service-zones/${encodeURIComponent(zoneId)}`, {
      method: 'POST',
      body,
    })
  ).fulfillment_set
}

/** POST /admin/fulfillment-sets/{id}/service-zones: a new zone with its geo zones. */
export async function createServiceZone(setId: string, body: { name: string; geo_zones: GeoZone[] }) {
  return (await request<{ fulfillment_set: FulfillmentSet }>(`/admin/fulfillment-sets/${encodeURIComponent(setId)}/service-zones`, { method: 'POST', body }))
    .fulfillment_set
}

/** DELETE /admin/fulfillment-sets/{id}/service-zones/{zoneId}. */
export const deleteServiceZone = (setId: string, zoneId: string) =>
  request(`/admin/fulfillment-sets/${encodeURIComponent(setId)}/service-zones/${encodeURIComponent(zoneId)}`, { method: 'DELETE' })

/** DELETE /admin/fulfillment-sets/{id}. */
export const deleteFulfillmentSet = (setId: string) => request(`/admin/fulfillment-sets/${encodeURIComponent(setId)}`, { method: 'DELETE' })
