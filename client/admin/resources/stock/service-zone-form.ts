import { z } from 'zod'
import { formOf } from '../../engine/resource'
import { GEO_TYPES, type GeoType, geoBody, geoLineSchema, geoLines, geoShows, newGeoLine } from './service-zone-geo'
import type { ServiceZone } from './service-zones'

/**
 * A service zone: its name and its areas (geo zones) by country, region, city or postal code range, added and
 * removed as lines; one call saves both (Medusa removes the geo zones the body leaves out).
 */
export const serviceZoneForm = formOf<ServiceZone>()({
  schema: z.object({ name: z.string().trim().min(1).max(100), geo_zones: z.array(geoLineSchema).min(1) }),
  fields: [
    { name: 'name', label: 'fields.name' },
    {
      name: 'geo_zones',
      label: 'serviceZones.geoZones',
      hint: 'serviceZones.geoZonesHint',
      lines: {
        fields: [
          { name: 'type', label: 'serviceZones.type', options: GEO_TYPES.map((type) => ({ value: type, label: `serviceZones.types.${type}` as const })) },
          { name: 'country_code', label: 'serviceZones.country' },
          { name: 'province_code', label: 'serviceZones.province' },
          { name: 'city', label: 'serviceZones.city' },
          { name: 'zip_from', label: 'serviceZones.zipFrom' },
          { name: 'zip_to', label: 'serviceZones.zipTo' },
        ],
        add: { label: 'serviceZones.addGeoZone', line: newGeoLine },
        shows: (line, input) => geoShows(line.type as GeoType, input),
      },
    },
  ],
  values: (zone) => ({ name: zone?.name ?? '', geo_zones: zone ? geoLines(zone.geo_zones) : [newGeoLine()] }),
  toBody: (values) => ({ name: values.name, geo_zones: geoBody(values.geo_zones) }),
})
