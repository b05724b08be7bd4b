import type { AdminTaxRegion } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { REGIONS } from '../../../../backend/src/scripts/seed-data/regions'
import { isEuCountry } from '../../../../rules/eu'
import { signInAsStaff, unique } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { childResource } = await import('../../engine/children/child-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { taxRegions } = await import('./tax-regions')
const { taxRateForm } = await import('./tax-rates')

const { taxRates: rates } = await import('./tax-rates')
const provinces = taxRegions.detail!.children!.find((child) => child.id === 'provinces')!
const childCalls = (parent: AdminTaxRegion, child: typeof provinces) => callsOf<any>(childResource(child as never, parent))
const everyCountry = async () =>
  (await callsOf(taxRegions).list(listQuery(taxRegions, { ...EMPTY_LIST_STATE, columns: ['country', 'provider_id', 'rate'] }, 1))).rows
const countryRegion = async (code: string) => (await everyCountry()).find((region) => region.country_code === code)!

describe('tax regions and their rates (GET/POST /admin/tax-regions, /admin/tax-rates and by id, GET /admin/tax-providers)', () => {
  it("lists one tax region per country the shop sells to, with the destination's VAT in the EU and 0 % for exports", async () => {
    const countries = await everyCountry()
    expect(countries.every((region) => !region.parent_id)).toBe(true)
    for (const region of REGIONS)
      for (const [code, rate] of Object.entries(region.countries)) {
        const found = countries.find((candidate) => candidate.country_code === code)
        expect(found, code).toBeDefined()
        expect(found!.tax_rates?.find((candidate) => candidate.is_default)?.rate, code).toBe(rate)
        expect(rate > 0, code).toBe(isEuCountry(code))
      }
  })

  it('edits a rate, adds an override for a product type and deletes it', async () => {
    // Portugal: a rate no other test reads
    const portugal = await countryRegion('pt')
    const calls = childCalls(portugal, rates)
    const { rows } = await calls.list({ fields: 'id,name,code,rate,is_default,is_combinable,rules.reference,rules.reference_id', limit: 20 })
    const standard = rows.find((rate: { is_default: boolean }) => rate.is_default)
    expect(standard.rate).toBe(23)
    try {
      await calls.update(standard.id, taxRateForm.toBody(taxRateForm.schema.parse({ ...taxRateForm.values(standard), rate: 23.5 })))
      expect((await request<{ tax_rate: { rate: number } }>(`/admin/tax-rates/${standard.id}`)).tax_rate.rate).toBe(23.5)
    } finally {
      await calls.update(standard.id, taxRateForm.toBody(taxRateForm.schema.parse({ ...taxRateForm.values(standard), rate: 23 })))
    }
    const { product_types } = await request<{ product_types: { id: string }[] }>('/admin/product-types', { query: { limit: 1, fields: 'id' } })
    const typeId =
      product_types[0]?.id ??
      (await request<{ product_type: { id: string } }>('/admin/product-types', { method: 'POST', body: { value: unique('it-art') } })).product_type.id
    // an override without a rule is refused in the form
    expect(taxRateForm.schema.safeParse({ ...taxRateForm.values(), name: 'Ermäßigt', code: 'pt-reduced', rate: 6 }).success).toBe(false)
    const override = await calls.create(
      taxRateForm.toBody(
        taxRateForm.schema.parse({
          ...taxRateForm.values(),
          name: 'Ermäßigt',
          code: unique('pt-reduced'),
          rate: 6,
          rules: [{ reference: 'product_type', reference_id: typeId }],
        }),
      ),
    )
    try {
      const read = (
        await request<{ tax_rate: { tax_region_id: string; is_default: boolean; rules: { reference: string; reference_id: string }[] } }>(
          `/admin/tax-rates/${override.id}`,
          { query: { fields: 'tax_region_id,is_default,*rules' } },
        )
      ).tax_rate
      expect(read).toMatchObject({ tax_region_id: portugal.id, is_default: false, rules: [{ reference: 'product_type', reference_id: typeId }] })
      expect((await calls.list({ limit: 20 })).rows.map((rate: { id: string }) => rate.id)).toContain(override.id)
    } finally {
      await calls.remove(override.id)
    }
    expect((await calls.list({ limit: 20 })).rows.map((rate: { id: string }) => rate.id)).not.toContain(override.id)
  })

  it('creates a country with its default rate in one call, a province under it, edits the provider and deletes both', async () => {
    const { tax_providers } = await request<{ tax_providers: { id: string }[] }>('/admin/tax-providers', { query: { limit: 50 } })
    expect(tax_providers.map((provider) => provider.id)).toContain('tp_system')
    const calls = callsOf(taxRegions)
    // Greenland: a country the shop neither sells to nor taxes
    const country = await calls.create(
      taxRegions.create!.toBody(
        taxRegions.create!.schema.parse({
          ...taxRegions.create!.values(),
          country_code: 'gl',
          rate_name: 'Steuerfreie Ausfuhr',
          rate_code: 'export-gl',
          rate: 0,
        }),
      ),
    )
    try {
      expect((await calls.retrieve(country.id, { fields: taxRegions.detail!.fields })).tax_rates?.map((rate) => [rate.rate, rate.is_default])).toEqual([
        [0, true],
      ])
      await calls.update(country.id, taxRegions.edit!.toBody(taxRegions.edit!.schema.parse({ provider_id: 'tp_system' })))
      // the same country again is refused
      await expect(calls.create({ country_code: 'gl', provider_id: 'tp_system' })).rejects.toMatchObject({ status: 400 })

      const provinceCalls = childCalls(country, provinces)
      const province = await provinceCalls.create(
        provinces.create!.toBody(provinces.create!.schema.parse({ province_code: 'SM', rate_name: 'Kommune', rate_code: 'gl-sm', rate: 5 })),
      )
      expect(province).toMatchObject({ parent_id: country.id, country_code: 'gl', province_code: 'sm', provider_id: null })
      // a province's edit sends no provider of its own
      await calls.update(province.id, taxRegions.edit!.toBody(taxRegions.edit!.schema.parse(taxRegions.edit!.values(province)), province))
      expect((await provinceCalls.list({ limit: 20 })).rows.map((row: { id: string }) => row.id)).toEqual([province.id])
      // the list holds countries only: the province opens from its country
      expect((await everyCountry()).map((row) => row.id)).not.toContain(province.id)
      await provinceCalls.remove(province.id)
    } finally {
      await calls.remove(country.id)
    }
    await expect(calls.retrieve(country.id)).rejects.toMatchObject({ status: 404 })
  })
})
