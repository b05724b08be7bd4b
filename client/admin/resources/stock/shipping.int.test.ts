import type { AdminShippingOption, AdminStockLocation } from '@medusajs/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH, nameIn } from '../../../../rules/name-in-language'
import { signInAsStaff, unique, WORKER_URL } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { adminTranslator } = await import('../../i18n')
const de = (await import('../../../../i18n/admin.de.json')).default
const { stockLocations } = await import('./stock-locations')
const { shippingOptions } = await import('./shipping-options')
const { shippingProfiles } = await import('./shipping-profiles')
const { shippingOptionForm } = await import('./shipping-option-form')
const { serviceZoneForm } = await import('./service-zone-form')
const { geoLines } = await import('./service-zone-geo')
const zones = await import('./service-zones')
const { listLocationProviders, listProviderOptions } = await import('./shipping-option-fields')
const { batchRules } = await import('./shipping-option-save')
const { cartValueInWords, currencyOf } = await import('./shipping-rules')

const t = adminTranslator('de', de)
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const OPTION_FIELDS = shippingOptions.detail!.fields
type Rule = { id: string; attribute: string; operator: string; value: string }

/** A stock location of the test's own with a shipping set: what it ships is never offered to the shop's sales channel. */
let location: AdminStockLocation
let setId: string
let profileId: string
const name = unique('it-versand')

beforeAll(async () => {
  location = await callsOf(stockLocations).create({ name, address: { address_1: 'Goldgasse 1', city: 'Pforzheim', country_code: 'DE' } })
  await request(`/admin/stock-locations/${location.id}/fulfillment-providers`, { method: 'POST', body: { add: ['manual_manual'] } })
  const { stock_location } = await request<{ stock_location: { fulfillment_sets: { id: string }[] } }>(
    `/admin/stock-locations/${location.id}/fulfillment-sets`,
    { method: 'POST', body: { name: `${name} Versand`, type: 'shipping' }, query: { fields: 'id,*fulfillment_sets' } },
  )
  setId = stock_location.fulfillment_sets[0].id
})

afterAll(async () => {
  if (setId) await zones.deleteFulfillmentSet(setId).catch(() => undefined)
  if (location)
    await callsOf(stockLocations)
      .remove(location.id)
      .catch(() => undefined)
  if (profileId)
    await callsOf(shippingProfiles)
      .remove(profileId)
      .catch(() => undefined)
})

/** A service zone of the test's set, made with the zone form as the drawer sends it. */
async function newZone(zoneName: string) {
  const values = serviceZoneForm.schema.parse({
    name: zoneName,
    metadata: { name_en: `${zoneName} (en)` },
    geo_zones: [
      { type: 'country', country_code: 'AT', province_code: '', city: '', zip_from: '', zip_to: '' },
      { type: 'zip', country_code: 'DE', province_code: 'BW', city: 'Pforzheim', zip_from: '75000', zip_to: '75999' },
    ],
  })
  const set = await zones.createServiceZone(setId, serviceZoneForm.toBody(values) as never)
  return set.service_zones!.find((zone) => zone.name === zoneName)!
}

describe('service zones (POST /admin/fulfillment-sets/{id}/service-zones, GET/POST/DELETE …/service-zones/{zoneId})', () => {
  it('creates a zone with a country and a ZIP range, edits its areas in one call and deletes it', async () => {
    const zone = await newZone(`${name} Süd`)
    let read = await zones.retrieveServiceZone(setId, zone.id)
    // the English name, which Medusa's routes would refuse, is stored beside the German one
    expect(read.metadata).toEqual({ name_en: `${name} Süd (en)` })
    expect(
      read
        .geo_zones!.map(({ type, country_code, province_code, city, postal_expression }) => ({ type, country_code, province_code, city, postal_expression }))
        .sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      { type: 'country', country_code: 'at', province_code: null, city: null, postal_expression: null },
      { type: 'zip', country_code: 'de', province_code: 'BW', city: 'Pforzheim', postal_expression: { from: '75000', to: '75999' } },
    ])

    // the form's lines from the zone, one area dropped and a city added: Medusa keeps what has an id, removes the rest
    const lines = geoLines(read.geo_zones).filter((line) => line.type === 'zip')
    const edited = serviceZoneForm.schema.parse({
      name: `${name} Süd-West`,
      metadata: { name_en: `${name} South-West` },
      geo_zones: [...lines, { type: 'city', country_code: 'de', province_code: 'BY', city: 'München', zip_from: '', zip_to: '' }],
    })
    await zones.updateServiceZone(setId, zone.id, serviceZoneForm.toBody(edited, read) as never)
    read = await zones.retrieveServiceZone(setId, zone.id)
    expect(read.name).toBe(`${name} Süd-West`)
    expect(read.metadata).toEqual({ name_en: `${name} South-West` })
    expect(read.geo_zones!.map((geo) => `${geo.type}:${geo.city ?? geo.country_code}`).sort()).toEqual(['city:München', 'zip:Pforzheim'])
    expect(read.geo_zones!.find((geo) => geo.type === 'zip')!.id).toBe(lines[0].id)

    // the zone is among every zone of the shop, placed in its set and location
    const placed = (await zones.listServiceZones()).find((candidate) => candidate.id === zone.id)
    expect(placed).toMatchObject({ setId, locationId: location.id, location: { name }, setType: 'shipping' })
    expect(await zones.SERVICE_ZONES.choices!.labels([zone.id], undefined, 'de')).toEqual([{ value: zone.id, label: `${name} Süd-West · ${name}` }])
    expect((await zones.SERVICE_ZONES.choices!.labels([zone.id], undefined, 'en'))[0].label).toMatch(new RegExp(`^${name} South-West · `))
    // an English name beyond the form's limit is refused by the back end too
    const tooLong = await zones
      .updateServiceZone(setId, zone.id, { metadata: { name_en: 'x'.repeat(NAME_MAX_LENGTH + 1) } } as never)
      .catch((error: { status: number }) => error)
    expect((tooLong as { status: number }).status).toBe(400)
    // an empty English name takes it away: the German one stands in English again
    await zones.updateServiceZone(setId, zone.id, serviceZoneForm.toBody({ ...edited, metadata: { name_en: '' } }, read) as never)
    expect(nameIn(await zones.retrieveServiceZone(setId, zone.id), 'en')).toBe(`${name} Süd-West`)

    await zones.deleteServiceZone(setId, zone.id)
    expect((await zones.retrieveServiceZone(setId, zone.id).catch((error) => error)).status).toBe(404)
  })

  it('refuses a ZIP zone without its city, as the form says before asking', async () => {
    expect(
      serviceZoneForm.schema.safeParse({
        name: 'x',
        geo_zones: [{ type: 'zip', country_code: 'DE', province_code: 'BW', city: '', zip_from: '75000', zip_to: '' }],
      }).success,
    ).toBe(false)
    const refused = await zones
      .createServiceZone(setId, {
        name: `${name} ohne Ort`,
        geo_zones: [{ type: 'zip', country_code: 'de', province_code: 'BW', city: '', postal_expression: { from: '75000', to: '75000' } }],
      })
      .catch((error: { status: number }) => error)
    expect((refused as { status: number }).status).toBe(400)
  })
})

describe("fulfillment sets (POST /admin/fulfillment-sets/{id}, the shop's own route)", () => {
  /** The test's set as the location's section reads it. */
  const readSet = async () => {
    const { stock_location } = await request<{
      stock_location: { fulfillment_sets: { id: string; name: string; metadata?: Record<string, unknown> | null }[] }
    }>(`/admin/stock-locations/${location.id}`, { query: { fields: 'id,*fulfillment_sets' } })
    return stock_location.fulfillment_sets.find((set) => set.id === setId)!
  }

  it('renames a set in German and English, an emptied English name leaving the German one, and refuses either name too long', async () => {
    const set = await readSet()
    await zones.renameFulfillmentSet(set as never, { name: `${name} Paketversand`, metadata: { name_en: `${name} parcel shipping` } })
    const renamed = await readSet()
    expect(renamed.name).toBe(`${name} Paketversand`)
    expect(nameIn(renamed, 'en')).toBe(`${name} parcel shipping`)
    await zones.renameFulfillmentSet(renamed as never, { name: `${name} Versand`, metadata: { name_en: '' } })
    expect(nameIn(await readSet(), 'en')).toBe(`${name} Versand`)
    // the back end parses the dialog's own schema (rules/name-in-language-schema.ts)
    const tooLong = 'x'.repeat(NAME_MAX_LENGTH + 1)
    for (const names of [
      { name: tooLong, metadata: { name_en: '' } },
      { name: `${name} Versand`, metadata: { name_en: tooLong } },
    ]) {
      const refused = await zones.renameFulfillmentSet(renamed as never, names).catch((error) => error)
      expect((refused as { status: number }).status).toBe(400)
    }
    expect((await readSet()).name).toBe(`${name} Versand`)
  })
})

describe('fulfillment providers (GET /admin/fulfillment-providers, GET …/{id}/options)', () => {
  it("lists the location's providers and the manual provider's options", async () => {
    expect((await listLocationProviders(location.id)).map((provider) => provider.id)).toEqual(['manual_manual'])
    const options = await listProviderOptions('manual_manual')
    expect(options.map((option) => option.id)).toEqual(expect.arrayContaining(['manual-fulfillment', 'manual-fulfillment-return']))
  })
})

describe('shipping profiles (GET/POST /admin/shipping-profiles, GET/POST/DELETE …/{id})', () => {
  it('creates, finds, edits and deletes a profile with the form', async () => {
    const calls = callsOf(shippingProfiles)
    const form = shippingProfiles.create!
    const created = await calls.create(
      form.toBody(form.schema.parse({ name: `${name} Sperrgut`, type: 'sperrgut', metadata: { name_en: `${name} bulky goods` } })),
    )
    // the English name staff working in English read (rules/name-in-language.ts)
    expect(shippingProfiles.title(created, 'en')).toBe(`${name} bulky goods`)
    expect((await calls.list(listQuery(shippingProfiles, { ...EMPTY_LIST_STATE, q: `${name} Sperrgut` }))).rows.map((row) => row.id)).toContain(created.id)
    await calls.update(created.id, form.toBody(form.schema.parse({ ...form.values(created), name: `${name} Uhren` }), created))
    expect(await calls.retrieve(created.id, { fields: shippingProfiles.detail!.fields })).toMatchObject({
      name: `${name} Uhren`,
      type: 'sperrgut',
      metadata: { name_en: `${name} bulky goods` },
    })
    expect(form.schema.safeParse({ name: 'x', type: 'Sperr Gut', metadata: { name_en: '' } }).success).toBe(false)
    await calls.remove(created.id)
    expect((await calls.retrieve(created.id).catch((error) => error)).status).toBe(404)
  })
})

describe('shipping options (GET/POST /admin/shipping-options, GET/POST/DELETE …/{id}, POST …/{id}/rules/batch)', () => {
  let zoneId: string
  let option: AdminShippingOption
  const calls = callsOf(shippingOptions)
  const rulesOf = async (id: string) =>
    ((await calls.retrieve(id, { fields: OPTION_FIELDS })).rules as unknown as Rule[]).map(({ id: ruleId, attribute, operator, value }) => ({
      id: ruleId,
      attribute,
      operator,
      value,
    }))

  beforeAll(async () => {
    zoneId = (await newZone(`${name} Optionen`)).id
    profileId = (await callsOf(shippingProfiles).create({ name: `${name} Profil`, type: 'default' })).id
  })

  it('creates an option in one call with names, prices and rules, as the storefront reads them', async () => {
    const form = shippingOptionForm()
    const values = form.schema.parse({
      ...form.values(),
      name: `${name} Werttransport`,
      name_en: `${name} valuables transport`,
      description: 'Sicherer Werttransport für Waren über 3.000 €.',
      description_en: 'Secure valuables transport for goods above €3,000.',
      service_zone_id: zoneId,
      shipping_profile_id: profileId,
      provider_id: 'manual_manual',
      data: { id: 'manual-fulfillment' },
      prices: { 'currency:eur': '89,00' },
      cart_value: [{ operator: 'gt', amount: '3.000' }],
    })
    option = await calls.create(form.toBody(values))
    const read = await calls.retrieve(option.id, { fields: OPTION_FIELDS })
    expect(read).toMatchObject({
      name: `${name} Werttransport`,
      price_type: 'flat',
      provider_id: 'manual_manual',
      data: { id: 'manual-fulfillment' },
      metadata: { name_en: `${name} valuables transport`, description_en: 'Secure valuables transport for goods above €3,000.' },
    })
    expect(read.type).toMatchObject({ label: `${name} Werttransport`, description: 'Sicherer Werttransport für Waren über 3.000 €.' })
    expect(read.prices.map((price) => [price.currency_code, price.amount])).toEqual([['eur', 89]])
    expect(nbsp(cartValueInWords(read.rules as never, currencyOf(read.prices), t, 'de'))).toBe('über 3.000,00 € Warenwert')
    expect((await rulesOf(option.id)).map(({ attribute, operator, value }) => `${attribute} ${operator} ${value}`).sort()).toEqual([
      'enabled_in_store eq true',
      'is_return eq false',
      'item_total gt 3000',
    ])

    // the storefront's names: German from the option, English from its metadata
    const response = await fetch(`${WORKER_URL}/medusa/store/shipping-option-names`, {
      headers: { 'x-publishable-api-key': process.env.MEDUSA_PUBLISHABLE_KEY ?? '' },
    })
    const { shipping_options } = (await response.json()) as { shipping_options: { id: string; de: string; en: string }[] }
    expect(shipping_options.find((named) => named.id === option.id)).toEqual({ id: option.id, de: `${name} Werttransport`, en: `${name} valuables transport` })
  })

  it('lists options by zone, profile, direction and name', async () => {
    const ids = async (filters: Record<string, string[]>, q = '') =>
      (await calls.list(listQuery(shippingOptions, { ...EMPTY_LIST_STATE, q, filters }))).rows.map((row) => row.id)
    expect(await ids({ service_zone_id: [zoneId] })).toEqual([option.id])
    expect(await ids({ shipping_profile_id: [profileId] })).toEqual([option.id])
    expect(await ids({ service_zone_id: [zoneId], is_return: ['false'] })).toEqual([option.id])
    expect(await ids({ service_zone_id: [zoneId], is_return: ['true'] })).toEqual([])
    expect(await ids({}, `${name} Werttransport`)).toEqual([option.id])
    const [row] = (await calls.list(listQuery(shippingOptions, { ...EMPTY_LIST_STATE, filters: { service_zone_id: [zoneId] } }))).rows
    expect(row).toMatchObject({ service_zone: { name: `${name} Optionen` }, shipping_profile: { name: `${name} Profil` } })
  })

  it('edits the rules through the rules batch and the rest in one update: threshold moved, shown to staff only, a band, new prices', async () => {
    const form = shippingOptionForm({ editing: true })
    const stored = await calls.retrieve(option.id, { fields: OPTION_FIELDS })
    const before = await rulesOf(option.id)
    const values = form.values(stored)
    expect(values.cart_value).toEqual([{ id: before.find((rule) => rule.attribute === 'item_total')!.id, operator: 'gt', amount: '3000' }])
    const edited = form.schema.parse({
      ...values,
      description: 'Sicherer Werttransport für Waren über 4.000 €.',
      enabled_in_store: false,
      prices: { ...values.prices, 'currency:eur': '99', 'currency:chf': '95,50' },
      cart_value: [
        { ...values.cart_value[0], amount: '4.000' },
        { operator: 'lte', amount: '20000' },
      ],
    })
    await calls.update(option.id, form.toBody(edited, stored))
    const after = await rulesOf(option.id)
    const valueRule = after.find((rule) => rule.attribute === 'item_total' && rule.operator === 'gt')!
    // the threshold's rule is the same rule, changed: its id stays
    expect(valueRule).toEqual({ ...before.find((rule) => rule.id === valueRule.id), value: '4000' })
    expect(after.map(({ attribute, operator, value }) => `${attribute} ${operator} ${value}`).sort()).toEqual([
      'enabled_in_store eq false',
      'is_return eq false',
      'item_total gt 4000',
      'item_total lte 20000',
    ])
    const read = await calls.retrieve(option.id, { fields: OPTION_FIELDS })
    expect(read.prices.map((price) => [price.currency_code, price.amount]).sort()).toEqual([
      ['chf', 95.5],
      ['eur', 99],
    ])
    expect(read.type).toMatchObject({ description: 'Sicherer Werttransport für Waren über 4.000 €.' })
    expect(nbsp(cartValueInWords(read.rules as never, null, t, 'de'))).toBe('über 4.000,00 Warenwert · bis 20.000,00 Warenwert')
  })

  it('leaves nothing half-saved: when the update fails after the rules batch, the rules are taken back', async () => {
    const form = shippingOptionForm({ editing: true })
    const stored = await calls.retrieve(option.id, { fields: OPTION_FIELDS })
    const before = await rulesOf(option.id)
    const values = form.values(stored)
    const body = form.toBody(form.schema.parse({ ...values, enabled_in_store: true, cart_value: [{ operator: 'gte', amount: '1' }] }), stored)
    // a profile Medusa does not know: the update is refused after the rules were changed
    const failed = await calls.update(option.id, { ...body, shipping_profile_id: 'sp_does_not_exist' }).catch((error: { status?: number }) => error)
    expect(failed).toBeInstanceOf(Object)
    expect((failed as { status?: number }).status).toBeGreaterThanOrEqual(400)
    const after = await rulesOf(option.id)
    const text = (rules: Rule[]) => rules.map(({ attribute, operator, value }) => `${attribute} ${operator} ${value}`).sort()
    expect(text(after)).toEqual(text(before))
    expect((await calls.retrieve(option.id, { fields: OPTION_FIELDS })).shipping_profile?.id).toBe(profileId)
  })

  it('batches rules directly: create, update and delete in one call', async () => {
    const before = await rulesOf(option.id)
    const band = before.find((rule) => rule.operator === 'lte')!
    const threshold = before.find((rule) => rule.operator === 'gt')!
    const answer = await batchRules(option.id, {
      create: [{ attribute: 'item_total', operator: 'gte', value: '10' }],
      update: [{ id: threshold.id, attribute: 'item_total', operator: 'gt', value: '5000' }],
      delete: [band.id],
    })
    expect(answer.created?.map((rule) => typeof rule.id)).toEqual(['string'])
    const after = await rulesOf(option.id)
    expect(
      after
        .filter((rule) => rule.attribute === 'item_total')
        .map(({ operator, value }) => `${operator} ${value}`)
        .sort(),
    ).toEqual(['gt 5000', 'gte 10'])
  })

  it('reads the shop’s own valuables transport in words, and deletes an option', async () => {
    const { shipping_options } = await request<{ shipping_options: AdminShippingOption[] }>('/admin/shipping-options', {
      query: { q: 'Werttransport', fields: 'id,name,*rules,*prices,*service_zone', limit: 50 },
    })
    const germany = shipping_options.find((candidate) => candidate.name === 'Werttransport' && candidate.service_zone?.name === 'Deutschland')
    expect(germany, 'the seed ships valuables within Germany').toBeDefined()
    // 5,000 € as seeded; the valuables journey moves it for a while, in the same database
    expect(nbsp(cartValueInWords(germany!.rules as never, currencyOf(germany!.prices), t, 'de'))).toMatch(/^über \d\.000,00 € Warenwert$/)

    await calls.remove(option.id)
    expect((await calls.retrieve(option.id).catch((error) => error)).status).toBe(404)
    await zones.deleteServiceZone(setId, zoneId)
  })
})
