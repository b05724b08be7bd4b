import { z } from 'zod'
import type { Translate } from '../../i18n'
import type { GeoZone } from './service-zones'

export const GEO_TYPES = ['country', 'province', 'city', 'zip'] as const
export type GeoType = (typeof GEO_TYPES)[number]

/**
 * A geo zone as the form edits it. Medusa 2.21 nests them: a province needs its country, a city its province, a
 * ZIP zone its city and province too. A ZIP zone holds a range of postal codes, kept in Medusa's
 * `postal_expression` as `{ from, to }` (one code: from = to).
 */
export type GeoLine = { id?: string; type: GeoType; country_code: string; province_code: string; city: string; zip_from: string; zip_to: string }

const NEEDS: Record<GeoType, (keyof GeoLine)[]> = {
  country: ['country_code'],
  province: ['country_code', 'province_code'],
  city: ['country_code', 'province_code', 'city'],
  zip: ['country_code', 'province_code', 'city', 'zip_from'],
}

/** Whether a line of this type has the input at all (a country zone has no city). */
export const geoShows = (type: GeoType, input: string) =>
  input === 'type' || NEEDS[type].includes(input as keyof GeoLine) || (type === 'zip' && input === 'zip_to')

const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/

const missing = (input: keyof GeoLine) =>
  ({
    country_code: 'serviceZones.countryMissing',
    province_code: 'serviceZones.provinceMissing',
    city: 'serviceZones.cityMissing',
    zip_from: 'serviceZones.zipMissing',
  })[input as 'country_code']

/** One geo zone line: what its type needs is there, the country a two-letter code, a ZIP range in order. */
export const geoLineSchema = z
  .object({
    id: z.string().optional(),
    type: z.enum(GEO_TYPES),
    country_code: z.string().trim().max(2),
    province_code: z.string().trim().max(100),
    city: z.string().trim().max(100),
    zip_from: z.string().trim().max(10),
    zip_to: z.string().trim().max(10),
  })
  .superRefine((line, context) => {
    for (const input of NEEDS[line.type])
      if (!String(line[input]).trim()) context.addIssue({ code: 'custom', path: [input], params: { message: missing(input) } })
    if (line.country_code.trim() && !/^[A-Za-z]{2}$/.test(line.country_code.trim()))
      context.addIssue({ code: 'custom', path: ['country_code'], params: { message: 'serviceZones.countryInvalid' } })
    if (line.type !== 'zip') return
    for (const input of ['zip_from', 'zip_to'] as const)
      if (line[input].trim() && !ZIP.test(line[input].trim()))
        context.addIssue({ code: 'custom', path: [input], params: { message: 'serviceZones.zipInvalid' } })
    if (line.zip_to.trim() && line.zip_from.trim() && zipBefore(line.zip_to.trim(), line.zip_from.trim()))
      context.addIssue({ code: 'custom', path: ['zip_to'], params: { message: 'serviceZones.zipOrder' } })
  })

/** Whether postal code a comes before b: by number when both are digits ("9999" before "10000"), else by letters. */
const zipBefore = (a: string, b: string) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) < Number(b) : a.localeCompare(b) < 0)

/** A stored ZIP zone's range (`{ from, to }`); an expression of another shape shows as its JSON. */
function rangeOf(expression: Record<string, unknown> | null | undefined): { from: string; to: string } {
  if (!expression) return { from: '', to: '' }
  if (typeof expression.from === 'string') return { from: expression.from, to: typeof expression.to === 'string' ? expression.to : '' }
  return { from: JSON.stringify(expression), to: '' }
}

/** The form's lines from a zone's geo zones. */
export function geoLines(zones: readonly GeoZone[] | null | undefined): GeoLine[] {
  return (zones ?? []).map((zone) => {
    const range = rangeOf(zone.postal_expression)
    return {
      id: zone.id,
      type: zone.type,
      country_code: zone.country_code.toUpperCase(),
      province_code: zone.province_code ?? '',
      city: zone.city ?? '',
      zip_from: range.from,
      zip_to: range.to,
    }
  })
}

/** A new line: a whole country. */
export const newGeoLine = (): GeoLine => ({ type: 'country', country_code: '', province_code: '', city: '', zip_from: '', zip_to: '' })

/** The geo zones of a create or update body: each with what its type takes (Medusa refuses more), ids kept (geo zones not sent are removed). */
export function geoBody(lines: readonly GeoLine[]): GeoZone[] {
  return lines.map((line) => {
    const base = { ...(line.id ? { id: line.id } : {}), type: line.type, country_code: line.country_code.trim().toLowerCase() }
    if (line.type === 'country') return base
    const province = { ...base, province_code: line.province_code.trim() }
    if (line.type === 'province') return province
    const city = { ...province, city: line.city.trim() }
    if (line.type === 'city') return city
    const from = line.zip_from.trim()
    return { ...city, postal_expression: { from, to: line.zip_to.trim() || from } }
  })
}

/** A geo zone in a line of text: "DE", "DE · BY", "DE · BY · München", "DE · BW · Pforzheim · PLZ 75000–75999". */
export function geoInWords(zone: GeoZone, t: Translate): string {
  const parts = [zone.country_code.toUpperCase(), zone.province_code, zone.city].filter(Boolean) as string[]
  if (zone.type !== 'zip') return parts.join(' · ')
  const { from, to } = rangeOf(zone.postal_expression)
  return [...parts, from === to || !to ? t('serviceZones.zipOne', { zip: from }) : t('serviceZones.zipRange', { from, to })].join(' · ')
}
