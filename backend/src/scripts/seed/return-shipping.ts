import { Modules } from '@medusajs/framework/utils'
import { createShippingOptionsWorkflow } from '@medusajs/medusa/core-flows'
import { SHIPPING_ZONES } from '../seed-data/shipping'
import type { SeedContext } from './context'
import type { SeededRegion } from './regions'

const FULFILLMENT_SET_NAME = 'Versand ab Ladengeschäft'
const MANUAL_PROVIDER_ID = 'manual_manual'
const RETURN_SHIPPING = {
  label: 'Versicherte Rücksendung',
  label_en: 'Insured return',
  description: 'Versicherter Rückversand an das Ladengeschäft.',
  description_en: 'Insured return parcel to the shop.',
}

/**
 * One return option per shipping zone (`is_return`: never offered at checkout), at the zone's insured parcel price:
 * returns, claims and exchanges book the parcel back with it; staff set another amount (0 when the shop pays) per
 * return. Looked up by zone and name, so a second run adds nothing.
 */
export async function seedReturnShipping(ctx: SeedContext, shippingProfileId: string, regions: SeededRegion[]) {
  const fulfillment = ctx.container.resolve(Modules.FULFILLMENT)
  const [set] = await fulfillment.listFulfillmentSets({ name: FULFILLMENT_SET_NAME }, { relations: ['service_zones'] })
  const zoneId = (name: string) => set?.service_zones?.find((zone) => zone.name === name)?.id
  const zones = SHIPPING_ZONES.filter((zone) => zoneId(zone.name))
  const existing = await fulfillment.listShippingOptions({ name: RETURN_SHIPPING.label, service_zone: { id: zones.map((zone) => zoneId(zone.name)!) } })
  const missing = zones.filter((zone) => !existing.some((option) => option.service_zone_id === zoneId(zone.name)))
  ctx.tally.kept += zones.length - missing.length
  if (!missing.length) return
  await createShippingOptionsWorkflow(ctx.container).run({
    input: missing.map((zone) => ({
      name: RETURN_SHIPPING.label,
      price_type: 'flat' as const,
      provider_id: MANUAL_PROVIDER_ID,
      service_zone_id: zoneId(zone.name)!,
      shipping_profile_id: shippingProfileId,
      type: { label: RETURN_SHIPPING.label, description: RETURN_SHIPPING.description, code: 'return' },
      prices: [{ currency_code: regions.find((region) => region.name === zone.region)!.currency_code, amount: zone.prices.insured }],
      metadata: { name_en: RETURN_SHIPPING.label_en, description_en: RETURN_SHIPPING.description_en },
      rules: [
        { attribute: 'enabled_in_store', operator: 'eq' as const, value: 'true' },
        { attribute: 'is_return', operator: 'eq' as const, value: 'true' },
      ],
    })),
  })
  ctx.tally.created += missing.length
}
