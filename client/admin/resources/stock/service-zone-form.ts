import { z } from 'zod'
import { englishNameSchema, nameSchema } from '../../../../rules/name-in-language-schema'
import { formOf } from '../../engine/resource'
import { ENGLISH_NAME_FIELD, englishNameValues, metadataWithEnglishName } from '../english-name'
import { GEO_TYPES, type GeoType, geoBody, geoLineSchema, geoLines, geoShows, newGeoLine } from './service-zone-geo'
import type { ServiceZone } from './service-zones'

/**
 * A service zone: its name (German, and English in `metadata.name_en`) and its areas (geo zones) by country, region,
 * city or postal code range, added and removed as lines; one call saves them (Medusa removes the geo zones the body
 * leaves out; the back end keeps the metadata its route would refuse, backend/src/api/admin/fulfillment-sets).
 */
export const serviceZoneForm = formOf<ServiceZone>()({
  schema: z.object({ name: nameSchema, metadata: englishNameSchema, geo_zones: z.array(geoLineSchema).min(1) }),
  fields: [
    { name: 'name', label: 'fields.name' },
    ENGLISH_NAME_FIELD,
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
  values: (zone) => ({ name: zone?.name ?? '', metadata: englishNameValues(zone), geo_zones: zone ? geoLines(zone.geo_zones) : [newGeoLine()] }),
  toBody: (values, zone) => ({
    name: values.name,
    metadata: metadataWithEnglishName(zone?.metadata, values.metadata.name_en),
    geo_zones: geoBody(values.geo_zones),
  }),
})
