import { describe, expect, it } from 'vitest'
import type { Region, ValuablesLimit } from '../../routes/api-types'
import { placeOf } from './place'

const limit = (amount: number, currency_code: string): ValuablesLimit => ({ amount, operator: 'gt', currency_code })
const country = (iso_2: string, tax_rate: number | null, region_id: string, valuables_limit: ValuablesLimit | null = null) => ({
  iso_2,
  name: iso_2,
  display_name: iso_2,
  region_id,
  tax_rate,
  valuables_limit,
})
const EUROPA: Region = {
  id: 'reg_eu',
  name: 'Europa',
  currency_code: 'eur',
  countries: [
    country('de', 19, 'reg_eu', limit(3000, 'eur')),
    country('at', 20, 'reg_eu', limit(5000, 'eur')),
    country('fi', 25.5, 'reg_eu'),
    country('lu', null, 'reg_eu'),
  ],
}
const SCHWEIZ: Region = { id: 'reg_ch', name: 'Schweiz & Liechtenstein', currency_code: 'chf', countries: [country('ch', 0, 'reg_ch', limit(4750, 'chf'))] }
const UK: Region = { id: 'reg_gb', name: 'Vereinigtes Königreich', currency_code: 'gbp', countries: [country('gb', 0, 'reg_gb', limit(4250, 'gbp'))] }

describe("a product page's place", () => {
  it("names the destination's VAT rate in the EU, in the page's words", () => {
    expect(placeOf('de', 'de', EUROPA)).toEqual({ vat: { kind: 'included', rate: 19 }, vat_note: 'inkl. 19 % MwSt.', valuables_limit: limit(3000, 'eur') })
    expect(placeOf('at', 'de', EUROPA).vat_note).toBe('inkl. 20 % MwSt.')
    expect(placeOf('fi', 'de', EUROPA).vat_note).toBe('inkl. 25,5 % MwSt.')
    expect(placeOf('fi', 'en', EUROPA).vat_note).toBe('incl. 25.5% VAT')
    // a rate the back end did not name: VAT included, without a number
    expect(placeOf('lu', 'de', EUROPA).vat_note).toBe('inkl. MwSt.')
  })

  it("states the country's own valuables limit, as its shipping options have it", () => {
    expect(placeOf('de', 'de', EUROPA).valuables_limit).toEqual(limit(3000, 'eur'))
    expect(placeOf('at', 'de', EUROPA).valuables_limit).toEqual(limit(5000, 'eur'))
    // no such rule for the country, or a copy of the regions from before the limits were read
    expect(placeOf('fi', 'de', EUROPA).valuables_limit).toBeNull()
    expect(
      placeOf('xx', 'de', { ...EUROPA, countries: [{ iso_2: 'xx', name: 'xx', display_name: 'xx', region_id: 'reg_eu', tax_rate: 19 }] }).valuables_limit,
    ).toBeNull()
  })

  it('is a tax-free export outside the EU, with the valuables limit in the currency', () => {
    expect(placeOf('ch', 'de', SCHWEIZ)).toEqual({
      vat: { kind: 'export' },
      vat_note: 'Steuerfreie Ausfuhr, zzgl. Einfuhrabgaben',
      valuables_limit: limit(4750, 'chf'),
    })
    expect(placeOf('gb', 'en', UK)).toEqual({ vat: { kind: 'export' }, vat_note: 'Tax-free export, plus import duties', valuables_limit: limit(4250, 'gbp') })
  })

  it('without the regions (the back end down): VAT included without a rate, no valuables limit', () => {
    expect(placeOf('de', 'de', null)).toEqual({ vat: { kind: 'included', rate: null }, vat_note: 'inkl. MwSt.', valuables_limit: null })
  })
})
