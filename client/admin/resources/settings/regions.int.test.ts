import type { AdminRegion } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import type { RegionsResponse } from '../../../../routes/api-types'
import { signInAsStaff, unique, WORKER_URL } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { regions } = await import('./regions')
const { regionForm } = await import('./region-form')
const { COVERAGE_FIELDS, coveredCountries } = await import('./region-coverage')

// South Korea: a country the shop does not sell to (the journeys use Iceland)
const COUNTRY = 'kr'

const storefrontCountries = async () => {
  const response = await fetch(`${WORKER_URL}/api/regions`)
  expect(response.status).toBe(200)
  return ((await response.json()) as RegionsResponse).regions.flatMap((region) => region.countries.map((country) => `${country.iso_2}:${country.region_id}`))
}

/**
 * An order of the region that owes its whole total (a converted draft), and what the shop's payment link route says of
 * it: whether the region takes cards (GET), and the refusal of a link (POST) in German and English staff's language.
 */
async function paymentLinkIn(regionId: string) {
  const { draft_order } = await request<{ draft_order: { id: string } }>('/admin/draft-orders', {
    method: 'POST',
    body: { email: `${unique('it-region-order')}@example.com`, region_id: regionId, items: [{ title: 'Gravur', quantity: 1, unit_price: 40 }] },
  })
  const { order } = await request<{ order: { id: string } }>(`/admin/draft-orders/${draft_order.id}/convert-to-order`, { method: 'POST' })
  const { methods } = await request<{ methods: string[] }>(`/admin/orders/${order.id}/payment-link`)
  const refusals = []
  for (const language of ['de', 'en']) {
    const response = await fetch(`${WORKER_URL}/admin/api/admin/orders/${order.id}/payment-link`, {
      method: 'POST',
      headers: { 'accept-language': language, 'content-type': 'application/json' },
      body: '{}',
    })
    refusals.push({ status: response.status, message: ((await response.json()) as { message?: string }).message })
  }
  return { methods, refusals }
}

describe('regions (GET/POST /admin/regions, GET/POST/DELETE /admin/regions/{id})', () => {
  it('lists the regions with their countries and payment methods, and finds one by name', async () => {
    const calls = callsOf(regions)
    const { rows } = await calls.list(
      listQuery(regions, { ...EMPTY_LIST_STATE, q: 'Europa', columns: ['name', 'currency_code', 'countries', 'payment_providers'] }),
    )
    const europe = rows.find((row) => row.name === 'Europa')!
    expect(europe.currency_code).toBe('eur')
    expect(europe.countries?.map((country) => country.iso_2)).toEqual(expect.arrayContaining(['de', 'at', 'fi']))
    expect(europe.payment_providers?.map((provider) => provider.id)).toContain('pp_bank-transfer_bank-transfer')
    const detail = await calls.retrieve(europe.id, { fields: regions.detail!.fields })
    expect(detail.automatic_taxes).toBe(true)
  })

  it('creates a region with the form, edits and deletes it, and the storefront lists its country at once each time; a region without card or PayPal offers no payment link', async () => {
    const calls = callsOf(regions)
    const name = unique('it-region')
    // Iceland's and Korea's tax region: the storefront names every listed country's VAT rate (0: export)
    const { tax_region: taxRegion } = await request<{ tax_region: { id: string } }>('/admin/tax-regions', {
      method: 'POST',
      body: { country_code: COUNTRY, provider_id: 'tp_system', default_tax_rate: { name: 'Steuerfreie Ausfuhr', code: `export-${COUNTRY}`, rate: 0 } },
    })
    let created: AdminRegion | undefined
    try {
      const values = regionForm.schema.parse({
        ...regionForm.values(),
        name,
        currency_code: 'usd',
        countries: [COUNTRY],
        payment_providers: ['pp_bank-transfer_bank-transfer'],
      })
      created = await calls.create(regionForm.toBody(values))
      expect(created.countries?.map((country) => country.iso_2)).toEqual([COUNTRY])
      // its orders get no payment link: the region takes neither cards nor PayPal (every seeded region does, with the test stack's Stripe);
      // asked before the storefront's /kr sets its locale cookie, which would then speak for the staff
      expect(await paymentLinkIn(created.id)).toEqual({
        methods: [],
        refusals: [
          { status: 400, message: 'In der Region der Bestellung ist weder Kartenzahlung noch PayPal (Stripe) eingerichtet.' },
          { status: 400, message: "Neither card payments nor PayPal (Stripe) are set up in the order's region." },
        ],
      })
      await expect.poll(storefrontCountries, { timeout: 20_000 }).toContain(`${COUNTRY}:${created.id}`)
      // the shop at /kr answers now
      await expect.poll(async () => (await fetch(`${WORKER_URL}/${COUNTRY}`, { redirect: 'manual' })).status, { timeout: 20_000 }).toBe(200)

      const edited = regionForm.schema.parse({ ...regionForm.values(await calls.retrieve(created.id, { fields: regions.detail!.fields })), countries: [] })
      await calls.update(created.id, regionForm.toBody(edited, created))
      expect((await calls.retrieve(created.id, { fields: regions.detail!.fields })).countries).toEqual([])
      await expect.poll(storefrontCountries, { timeout: 20_000 }).not.toContain(`${COUNTRY}:${created.id}`)
    } finally {
      if (created) await calls.remove(created.id)
      await request(`/admin/tax-regions/${taxRegion.id}`, { method: 'DELETE' })
    }
    await expect(calls.retrieve(created!.id)).rejects.toMatchObject({ status: 404 })
  })

  it('is refused a country another region has (Medusa), which the form refuses first, naming the region', async () => {
    await expect(callsOf(regions).create({ name: unique('it-region'), currency_code: 'usd', countries: ['de'], payment_providers: [] })).rejects.toMatchObject({
      status: 400,
    })
    const refused = regionForm.schema.safeParse({
      ...regionForm.values(),
      name: 'Nordics',
      currency_code: 'usd',
      countries: ['de'],
      payment_providers: ['pp_bank-transfer_bank-transfer'],
      takenCountries: { de: { region: 'Europa', name: 'Deutschland' } },
    })
    expect(refused.success).toBe(false)
  })

  it('offers the payment providers Medusa has and sees which countries a shipping zone reaches', async () => {
    const { payment_providers } = await request<{ payment_providers: { id: string }[] }>('/admin/payments/payment-providers', { query: { limit: 100 } })
    expect(payment_providers.map((provider) => provider.id)).toContain('pp_bank-transfer_bank-transfer')
    const { stock_locations } = await request<{ stock_locations: Parameters<typeof coveredCountries>[0] }>('/admin/stock-locations', {
      query: { fields: COVERAGE_FIELDS, limit: 100 },
    })
    const covered = coveredCountries(stock_locations)
    for (const country of ['de', 'at', 'ch', 'gb', 'us']) expect(covered.has(country), country).toBe(true)
    expect(covered.has(COUNTRY)).toBe(false)
  })
})
