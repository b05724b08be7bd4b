import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { pricePreferences, pricePreferenceForm: form } = await import('./price-preferences')
const { takenValues, valueChoices } = await import('./price-preferences-choices')

const calls = callsOf(pricePreferences)
const page = (attribute: string) => calls.list(listQuery(pricePreferences, { ...EMPTY_LIST_STATE, filters: { attribute: [attribute] } }))

describe('price preferences (GET/POST /admin/price-preferences, GET/POST/DELETE /admin/price-preferences/{id})', () => {
  it("sets a region's prices to gross, names the region, turns them net and deletes the setting", async () => {
    const name = unique('it-Region')
    const { region } = await request<{ region: { id: string } }>('/admin/regions', { method: 'POST', body: { name, currency_code: 'eur' } })
    try {
      // Medusa gives a new region a (net) preference of its own: the picker offers the region no second time
      expect(await takenValues('region_id')).toContain(region.id)
      expect((await valueChoices('region_id')).find((choice) => choice.value === region.id)?.text).toBe(`${name} (EUR)`)
      const automatic = (await page('region_id')).rows.find((row) => row.value === region.id)!
      expect(automatic).toMatchObject({ is_tax_inclusive: false, label: name })
      await calls.remove(automatic.id)
      expect(await takenValues('region_id')).not.toContain(region.id)

      const created = await calls.create(form.toBody(form.schema.parse({ attribute: 'region_id', value: region.id, is_tax_inclusive: true })))
      expect(created).toMatchObject({ attribute: 'region_id', value: region.id, is_tax_inclusive: true, label: name })
      expect(pricePreferences.title(created, 'de')).toBe(name)
      const detail = await calls.retrieve(created.id, { fields: pricePreferences.detail!.fields })
      expect(form.values(detail)).toEqual({ attribute: 'region_id', value: region.id, is_tax_inclusive: true })
      await calls.update(created.id, form.toBody(form.schema.parse({ ...form.values(detail), is_tax_inclusive: false }), detail))
      expect(await calls.retrieve(created.id)).toMatchObject({ is_tax_inclusive: false, label: name })
      expect((await page('currency_code')).rows.some((row) => row.id === created.id)).toBe(false)
      await calls.remove(created.id)
      await expect(calls.retrieve(created.id)).rejects.toMatchObject({ status: 404 })
    } finally {
      await request(`/admin/regions/${region.id}`, { method: 'DELETE' })
    }
  })

  it("sets a currency's prices, named by its code; the store's currencies are set already and Medusa refuses a second setting", async () => {
    expect(await valueChoices('currency_code')).toEqual(
      expect.arrayContaining([
        { value: 'eur', text: 'EUR' },
        { value: 'chf', text: 'CHF' },
      ]),
    )
    expect(await takenValues('currency_code')).toEqual(expect.arrayContaining(['eur', 'chf', 'gbp', 'usd']))
    await expect(calls.create(form.toBody(form.schema.parse({ attribute: 'currency_code', value: 'eur', is_tax_inclusive: true })))).rejects.toMatchObject({
      status: 400,
    })

    // a setting an interrupted run left behind goes first
    for (const stale of (await page('currency_code')).rows.filter((row) => row.value === 'jpy')) await calls.remove(stale.id)
    const created = await calls.create(form.toBody(form.schema.parse({ attribute: 'currency_code', value: 'jpy', is_tax_inclusive: false })))
    try {
      expect(created).toMatchObject({ attribute: 'currency_code', value: 'jpy', is_tax_inclusive: false, label: 'JPY' })
      expect((await page('currency_code')).rows.map((row) => row.label)).toEqual(expect.arrayContaining(['EUR', 'JPY']))
    } finally {
      await calls.remove(created.id)
    }
  })

  it('says at the field what is missing', () => {
    expect(form.schema.safeParse({ attribute: 'region_id', value: '', is_tax_inclusive: true }).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'value',
    ])
    expect(
      form.schema.safeParse({ attribute: 'customer_group_id', value: 'x', is_tax_inclusive: true }).error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['attribute'])
  })
})
