import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import de from '../../../../i18n/admin.de.json'
import en from '../../../../i18n/admin.en.json'
import { zodMessage } from '../../engine/form/zod-messages'
import { adminTranslator } from '../../i18n'
import { type GeoLine, geoBody, geoInWords, geoLineSchema, geoLines, newGeoLine } from './service-zone-geo'

const t = { de: adminTranslator('de', de), en: adminTranslator('en', en) }
const line = (values: Partial<GeoLine>): GeoLine => ({ ...newGeoLine(), ...values })

/** What staff read under each input of a line (in German), by input. */
function messages(values: GeoLine) {
  const result = z.array(geoLineSchema).safeParse([values], { error: (issue) => zodMessage(t.de, issue as never) })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.slice(1).join('.'), issue.message]))
}

describe('geo zones of a service zone', () => {
  it('say what a line lacks, in the nesting Medusa 2.21 asks for', () => {
    expect(messages(line({ type: 'zip', zip_from: '75000', zip_to: '75999', province_code: 'BW', city: 'Pforzheim' }))).toEqual({
      country_code: 'Bitte das Land angeben (Ländercode, z. B. DE).',
    })
    expect(messages(line({ type: 'city', country_code: 'DE', city: 'München' }))).toEqual({
      province_code: 'Bitte die Region angeben: Medusa braucht sie für Regionen, Orte und PLZ.',
    })
    expect(messages(line({ type: 'zip', country_code: 'DE', province_code: 'BW', city: 'Pforzheim' }))).toEqual({
      zip_from: 'Bitte die erste Postleitzahl angeben.',
    })
    expect(messages(line({ type: 'country', country_code: 'D1' }))).toEqual({ country_code: 'Zwei Buchstaben, z. B. DE, AT, CH.' })
    expect(messages(line({ type: 'zip', country_code: 'DE', province_code: 'BW', city: 'Pforzheim', zip_from: '75999', zip_to: '75000' }))).toEqual({
      zip_to: 'Die letzte Postleitzahl liegt vor der ersten.',
    })
    expect(messages(line({ type: 'zip', country_code: 'DE', province_code: 'BW', city: 'Pforzheim', zip_from: '75/1' }))).toEqual({
      zip_from: 'Eine Postleitzahl: 2 bis 10 Buchstaben oder Ziffern.',
    })
    expect(messages(line({ type: 'country', country_code: 'de', city: 'ignored' }))).toEqual({})
  })

  it('send each geo zone with what its type takes, a ZIP range as { from, to }', () => {
    const body = geoBody([
      line({ id: 'fgz_1', type: 'country', country_code: 'DE', city: 'left over' }),
      line({ type: 'province', country_code: 'at', province_code: 'T' }),
      line({ type: 'zip', country_code: 'DE', province_code: 'BW', city: 'Pforzheim', zip_from: '75000', zip_to: '75999' }),
      line({ type: 'zip', country_code: 'DE', province_code: 'BW', city: 'Pforzheim', zip_from: '75172' }),
    ])
    expect(body).toEqual([
      { id: 'fgz_1', type: 'country', country_code: 'de' },
      { type: 'province', country_code: 'at', province_code: 'T' },
      { type: 'zip', country_code: 'de', province_code: 'BW', city: 'Pforzheim', postal_expression: { from: '75000', to: '75999' } },
      { type: 'zip', country_code: 'de', province_code: 'BW', city: 'Pforzheim', postal_expression: { from: '75172', to: '75172' } },
    ])
    expect(geoLines(body)[2]).toEqual({ type: 'zip', country_code: 'DE', province_code: 'BW', city: 'Pforzheim', zip_from: '75000', zip_to: '75999' })
  })

  it('read a geo zone in words', () => {
    expect(geoInWords({ type: 'country', country_code: 'de' }, t.de)).toBe('DE')
    expect(geoInWords({ type: 'city', country_code: 'de', province_code: 'BY', city: 'München' }, t.de)).toBe('DE · BY · München')
    expect(
      geoInWords({ type: 'zip', country_code: 'de', province_code: 'BW', city: 'Pforzheim', postal_expression: { from: '75000', to: '75999' } }, t.de),
    ).toBe('DE · BW · Pforzheim · PLZ 75000–75999')
    expect(
      geoInWords({ type: 'zip', country_code: 'de', province_code: 'BW', city: 'Pforzheim', postal_expression: { from: '75172', to: '75172' } }, t.en),
    ).toBe('DE · BW · Pforzheim · postal code 75172')
  })
})
