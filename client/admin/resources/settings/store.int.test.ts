import type { AdminStore } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { store } = await import('./store')
const { currencies } = await import('./currencies')

const theStore = async () => {
  const { rows } = await callsOf(store).list(listQuery(store, EMPTY_LIST_STATE))
  expect(rows).toHaveLength(1)
  return callsOf(store).retrieve(rows[0].id, { fields: store.detail!.fields })
}
const form = store.edit!
const save = async (current: AdminStore, change: Partial<ReturnType<typeof form.values>>) =>
  callsOf(store).update(current.id, form.toBody(form.schema.parse({ ...form.values(current), ...change }), current))
const codes = (current: AdminStore) => (current.supported_currencies ?? []).map((currency) => currency.currency_code).sort()

describe('the store (GET /admin/stores, GET/POST /admin/stores/{id})', () => {
  it('keeps its name, currencies and defaults through the form; a currency is added and removed again', async () => {
    const before = await theStore()
    expect(codes(before)).toEqual(['chf', 'eur', 'gbp', 'usd'])
    expect(form.values(before).default_currency).toBe('eur')
    expect(before.default_sales_channel_id).toMatch(/^sc_/)

    // saved as it is, nothing changes (each currency keeps whether its prices include tax)
    const same = await save(before, {})
    expect(codes(same)).toEqual(codes(before))
    expect(same.supported_currencies).toEqual(
      expect.arrayContaining(
        (before.supported_currencies ?? []).map((currency) =>
          expect.objectContaining({ currency_code: currency.currency_code, is_default: currency.is_default }),
        ),
      ),
    )

    const { regions } = await request<{ regions: { id: string; currency_code: string }[] }>('/admin/regions', {
      query: { fields: 'id,currency_code', limit: 10 },
    })
    const europe = regions.find((region) => region.currency_code === 'eur')!
    const { stock_locations } = await request<{ stock_locations: { id: string }[] }>('/admin/stock-locations', { query: { fields: 'id', limit: 1 } })
    try {
      const changed = await save(before, { currencies: [...codes(before), 'jpy'], default_region_id: europe.id, default_location_id: stock_locations[0].id })
      expect(codes(changed)).toEqual(['chf', 'eur', 'gbp', 'jpy', 'usd'])
      expect(changed).toMatchObject({ default_region_id: europe.id, default_location_id: stock_locations[0].id })
      // Medusa's currencies: by code, with the store's answer
      const yen = await callsOf(currencies).retrieve('jpy', { fields: currencies.detail!.fields })
      expect(yen).toMatchObject({ id: 'jpy', code: 'jpy', decimal_digits: 0 })
    } finally {
      const now = await theStore()
      await save(now, {
        currencies: codes(before),
        default_region_id: before.default_region_id ?? null,
        default_location_id: before.default_location_id ?? null,
      })
    }
    expect(codes(await theStore())).toEqual(codes(before))
  })

  it('refuses to drop a currency a region or prices use: the form names the region, the back end answers 400 in any case', async () => {
    const before = await theStore()
    const refused = form.schema.safeParse({ ...form.values(before), currencies: ['eur', 'gbp', 'usd'], usedBy: { chf: 'Schweiz & Liechtenstein' } })
    expect(refused.success).toBe(false)
    await expect(save(before, { currencies: ['eur', 'gbp', 'usd'] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/CHF is used by the region "Schweiz & Liechtenstein" and \d+ prices/),
    })
    expect(codes(await theStore())).toEqual(codes(before))
    // without a default among the currencies
    expect(form.schema.safeParse({ ...form.values(before), default_currency: 'jpy' }).success).toBe(false)
  })
})

describe("Medusa's currencies (GET /admin/currencies, GET /admin/currencies/{code})", () => {
  it('lists them by code with name, symbol and decimals, finds one by name, and reads one by its code', async () => {
    const calls = callsOf(currencies)
    const { rows, count } = await calls.list(listQuery(currencies, { ...EMPTY_LIST_STATE, columns: ['code', 'name', 'symbol_native', 'decimal_digits'] }))
    expect(count).toBeGreaterThan(100)
    expect(rows.every((row) => row.id === row.code)).toBe(true)
    const found = await calls.list(listQuery(currencies, { ...EMPTY_LIST_STATE, q: 'Swiss' }))
    expect(found.rows.map((row) => row.code)).toContain('chf')
    expect(await calls.retrieve('chf', { fields: currencies.detail!.fields })).toMatchObject({
      id: 'chf',
      code: 'chf',
      symbol_native: expect.any(String),
      decimal_digits: 2,
    })
    await expect(calls.retrieve('xxx')).rejects.toMatchObject({ status: 404 })
  })
})
