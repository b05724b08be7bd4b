import type { UpdateShippingOptionDTO } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import {
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from '@medusajs/medusa/core-flows'
import { SHIPPING_ZONES, type ShippingKind, shippingTexts, valuablesThreshold } from '../seed-data/shipping'
import type { SeedContext } from './context'
import type { SeededRegion } from './regions'

const LOCATION_NAME = 'Ladengeschäft'
const FULFILLMENT_SET_NAME = 'Versand ab Ladengeschäft'
/** The English names staff working in English read (`metadata.name_en`, rules/name-in-language.ts). */
const LOCATION_NAME_EN = 'Shop'
const FULFILLMENT_SET_NAME_EN = 'Shipping from the shop'
const SHIPPING_PROFILE = { name: 'Schmuck', name_en: 'Jewellery' }
/** Medusa creates its default profile with an English name; staff read the shop's (one the staff gave stays). */
const MEDUSA_PROFILE_NAME = 'Default Shipping Profile'
const MANUAL_PROVIDER_ID = 'manual_manual'

export type SeededFulfillment = { stockLocationId: string; shippingProfileId: string }

/**
 * The shop ships everything from its store: one stock location, linked to the sales channel,
 * the manual fulfillment provider and a fulfillment set with one service zone per shipping zone.
 */
export async function seedFulfillment(ctx: SeedContext, salesChannelId: string, regions: SeededRegion[]): Promise<SeededFulfillment> {
  const stockLocationId = await seedStockLocation(ctx)
  await ensureLocationLinks(ctx, stockLocationId, salesChannelId)
  const shippingProfileId = await seedShippingProfile(ctx)
  const zoneIds = await seedServiceZones(ctx, stockLocationId, regions)
  await seedShippingOptions(ctx, zoneIds, shippingProfileId, regions)
  return { stockLocationId, shippingProfileId }
}

async function seedStockLocation(ctx: SeedContext) {
  const locations = ctx.container.resolve(Modules.STOCK_LOCATION)
  const [existing] = await locations.listStockLocations({ name: LOCATION_NAME })
  if (existing) {
    if (existing.metadata?.name_en) ctx.tally.kept++
    else {
      await locations.updateStockLocations({ id: existing.id }, { metadata: { ...existing.metadata, name_en: LOCATION_NAME_EN } })
      ctx.tally.changed++
    }
    return existing.id
  }
  const { result } = await createStockLocationsWorkflow(ctx.container).run({
    input: {
      locations: [
        {
          name: LOCATION_NAME,
          address: {
            address_1: 'Kaiserstraße 27',
            postal_code: '60311',
            city: 'Frankfurt am Main',
            country_code: 'DE',
            phone: '+49 69 1234560',
          },
          metadata: { name_en: LOCATION_NAME_EN },
        },
      ],
    },
  })
  ctx.tally.created++
  return result[0].id
}

async function ensureLocationLinks(ctx: SeedContext, stockLocationId: string, salesChannelId: string) {
  const { data } = (await ctx.query.graph({
    entity: 'stock_location',
    fields: ['sales_channels.id', 'fulfillment_providers.id'],
    filters: { id: stockLocationId },
  })) as { data: { sales_channels: { id: string }[]; fulfillment_providers: { id: string }[] }[] }
  const location = data[0]
  if (location.sales_channels.some((channel) => channel.id === salesChannelId)) {
    ctx.tally.kept++
  } else {
    await linkSalesChannelsToStockLocationWorkflow(ctx.container).run({
      input: { id: stockLocationId, add: [salesChannelId] },
    })
    ctx.tally.created++
  }
  if (location.fulfillment_providers.some((provider) => provider.id === MANUAL_PROVIDER_ID)) {
    ctx.tally.kept++
  } else {
    await ctx.container.resolve(ContainerRegistrationKeys.LINK).create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: MANUAL_PROVIDER_ID },
    })
    ctx.tally.created++
  }
}

async function seedShippingProfile(ctx: SeedContext) {
  const fulfillment = ctx.container.resolve(Modules.FULFILLMENT)
  // Reuse any default profile (e.g. one made in the back office) rather than adding a second.
  const [existing] = await fulfillment.listShippingProfiles({ type: 'default' })
  if (existing) {
    if (existing.name === MEDUSA_PROFILE_NAME || (existing.name === SHIPPING_PROFILE.name && !existing.metadata?.name_en)) {
      await fulfillment.updateShippingProfiles(existing.id, { ...SHIPPING_PROFILE, metadata: { ...existing.metadata, name_en: SHIPPING_PROFILE.name_en } })
      ctx.tally.changed++
    } else ctx.tally.kept++
    return existing.id
  }
  const { result } = await createShippingProfilesWorkflow(ctx.container).run({
    input: { data: [withMetadata({ name: SHIPPING_PROFILE.name, type: 'default' }, { name_en: SHIPPING_PROFILE.name_en })] },
  })
  ctx.tally.created++
  return result[0].id
}

/** A DTO with metadata: a column of the module's sets and zones that their DTOs do not list (2.21). */
const withMetadata = <T extends object>(dto: T, metadata: Record<string, unknown>): T => Object.assign(dto, { metadata })

function zoneCountries(zone: (typeof SHIPPING_ZONES)[number], regions: SeededRegion[]) {
  const region = regions.find((r) => r.name === zone.region)
  if (!region) throw new Error(`shipping zone ${zone.name}: unknown region ${zone.region}`)
  return region.countries.filter((country) => (!zone.only || zone.only.includes(country)) && !zone.except?.includes(country))
}

/** Returns the service zone id per zone name; a zone's countries follow its region's (a country moved moves along). */
async function seedServiceZones(ctx: SeedContext, stockLocationId: string, regions: SeededRegion[]) {
  const fulfillment = ctx.container.resolve(Modules.FULFILLMENT)
  let [set] = await fulfillment.listFulfillmentSets({ name: FULFILLMENT_SET_NAME }, { relations: ['service_zones', 'service_zones.geo_zones'] })
  if (!set) {
    set = await fulfillment.createFulfillmentSets(withMetadata({ name: FULFILLMENT_SET_NAME, type: 'shipping' }, { name_en: FULFILLMENT_SET_NAME_EN }))
    await ctx.container.resolve(ContainerRegistrationKeys.LINK).create({
      [Modules.STOCK_LOCATION]: { stock_location_id: stockLocationId },
      [Modules.FULFILLMENT]: { fulfillment_set_id: set.id },
    })
    ctx.tally.created++
  } else if (!set.metadata?.name_en) {
    await fulfillment.updateFulfillmentSets(withMetadata({ id: set.id }, { ...set.metadata, name_en: FULFILLMENT_SET_NAME_EN }))
    ctx.tally.changed++
  } else {
    ctx.tally.kept++
  }
  const zoneIds: Record<string, string> = {}
  for (const zone of SHIPPING_ZONES) {
    const countries = zoneCountries(zone, regions)
    const existing = set.service_zones?.find((serviceZone) => serviceZone.name === zone.name)
    if (!existing) {
      const created = await fulfillment.createServiceZones(
        withMetadata(
          { name: zone.name, fulfillment_set_id: set.id, geo_zones: countries.map((country_code) => ({ type: 'country' as const, country_code })) },
          { name_en: zone.name_en },
        ),
      )
      zoneIds[zone.name] = created.id
      ctx.tally.created++
      continue
    }
    zoneIds[zone.name] = existing.id
    const geoZones = (existing.geo_zones ?? []).filter((geoZone) => geoZone.type === 'country')
    // a country the seed's regions moved elsewhere leaves the zone; one whose region the zone covers joins it
    const leaving = geoZones.filter(
      (geoZone) =>
        !countries.includes(geoZone.country_code) &&
        SHIPPING_ZONES.some((other) => other !== zone && zoneCountries(other, regions).includes(geoZone.country_code)),
    )
    const joining = countries.filter((country) => !geoZones.some((geoZone) => geoZone.country_code === country))
    if (leaving.length) await fulfillment.deleteGeoZones(leaving.map((geoZone) => geoZone.id))
    if (joining.length)
      await fulfillment.createGeoZones(joining.map((country_code) => ({ service_zone_id: existing.id, type: 'country' as const, country_code })))
    const unnamed = !existing.metadata?.name_en
    if (unnamed) await fulfillment.updateServiceZones(existing.id, withMetadata({}, { ...existing.metadata, name_en: zone.name_en }))
    if (leaving.length || joining.length || unnamed) ctx.tally.changed++
    else ctx.tally.kept++
  }
  return zoneIds
}

const zoneCurrency = (zone: (typeof SHIPPING_ZONES)[number], regions: SeededRegion[]) => regions.find((region) => region.name === zone.region)!.currency_code

/**
 * Per zone: insured parcel shipping up to the valuables threshold and valuables transport above it, priced in the
 * zone's currency. The `item_total` rules compare with the cart's gross item value, which the
 * setShippingOptionsContext hook (src/workflows/hooks) adds to the shipping-option context; they start at 5,000 € at
 * the price rates (`valuablesThreshold`) and are then the shop's, moved by staff (an existing option keeps its rules).
 * Options seeded earlier get the current descriptions.
 */
async function seedShippingOptions(ctx: SeedContext, zoneIds: Record<string, string>, shippingProfileId: string, regions: SeededRegion[]) {
  const fulfillment = ctx.container.resolve(Modules.FULFILLMENT)
  const existing = await fulfillment.listShippingOptions({ service_zone: { id: Object.values(zoneIds) } }, { relations: ['type'] })
  const wanted = SHIPPING_ZONES.flatMap((zone) => (Object.keys(zone.prices) as ShippingKind[]).map((kind) => ({ zone, kind, texts: shippingTexts(kind) })))
  const stored = (zone: (typeof SHIPPING_ZONES)[number], label: string) => existing.find((o) => o.service_zone_id === zoneIds[zone.name] && o.name === label)
  const missing = wanted.filter(({ zone, texts }) => !stored(zone, texts.label))
  for (const { zone, texts } of wanted) {
    const found = stored(zone, texts.label)
    if (!found) continue
    const metadata = found.metadata ?? {}
    const staleMetadata = metadata.name_en !== texts.label_en || metadata.description_en !== texts.description_en
    const type = found.type && found.type.description !== texts.description ? found.type : null
    // the option's metadata is a column of the module's model, but UpdateShippingOptionDTO does not list it (2.21)
    const update = { metadata: { ...metadata, name_en: texts.label_en, description_en: texts.description_en } } as UpdateShippingOptionDTO
    if (staleMetadata) await fulfillment.updateShippingOptions(found.id, update)
    if (type) await fulfillment.updateShippingOptionTypes(type.id, { description: texts.description })
    if (staleMetadata || type) ctx.tally.changed++
    else ctx.tally.kept++
  }
  if (!missing.length) return
  await createShippingOptionsWorkflow(ctx.container).run({
    input: missing.map(({ zone, kind, texts }) => {
      const currency = zoneCurrency(zone, regions)
      const threshold = String(valuablesThreshold(currency))
      return {
        name: texts.label,
        price_type: 'flat' as const,
        provider_id: MANUAL_PROVIDER_ID,
        service_zone_id: zoneIds[zone.name],
        shipping_profile_id: shippingProfileId,
        type: { label: texts.label, description: texts.description, code: kind },
        prices: [{ currency_code: currency, amount: zone.prices[kind] }],
        metadata: { name_en: texts.label_en, description_en: texts.description_en },
        rules: [
          { attribute: 'enabled_in_store', operator: 'eq' as const, value: 'true' },
          { attribute: 'is_return', operator: 'eq' as const, value: 'false' },
          kind === 'valuables'
            ? { attribute: 'item_total', operator: 'gt' as const, value: threshold }
            : { attribute: 'item_total', operator: 'lte' as const, value: threshold },
        ],
      }
    }),
  })
  ctx.tally.created += missing.length
}
