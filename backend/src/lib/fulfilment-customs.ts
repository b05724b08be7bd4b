import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { orderLocale } from '../rules/languages'
import { type CustomsItem, customsLines, needsCustomsDeclaration } from './customs-declaration'

type Parcel = {
  id: string
  metadata?: Record<string, unknown> | null
  delivery_address?: { country_code?: string | null } | null
  items?: { line_item_id?: string | null; quantity: number | string }[]
  order?: { id: string } | null
}

type CustomsOrder = { id: string; currency_code: string; metadata?: Record<string, unknown> | null; items: CustomsItem[] }

/**
 * A parcel leaving the EU carries its customs declaration in the fulfilment's `metadata.customs` — the lines of
 * its own pieces (HS code, origin, material, weight in grams, value), the currency and the totals — where a carrier's
 * integration and the fulfilment screen read it. A parcel within the EU is left as it is. Returns the metadata before.
 */
export async function writeFulfilmentCustoms(scope: MedusaContainer, fulfilmentId: string): Promise<Record<string, unknown> | null | undefined> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: parcels } = await query.graph({
    entity: 'fulfillment',
    fields: ['id', 'metadata', 'delivery_address.country_code', 'items.line_item_id', 'items.quantity', 'order.id'],
    filters: { id: fulfilmentId },
  })
  const parcel = parcels[0] as unknown as Parcel | undefined
  if (!parcel?.order || !needsCustomsDeclaration(parcel.delivery_address?.country_code)) return undefined
  const { data: orders } = await query.graph({
    entity: 'order',
    fields: [
      'id',
      'currency_code',
      'metadata',
      // an item's quantity lives on the order's item detail: only `items.*` brings it
      'items.*',
      'items.total',
      'items.product.metadata',
      'items.variant.hs_code',
      'items.variant.origin_country',
      'items.variant.mid_code',
      'items.variant.material',
      'items.variant.weight',
    ],
    filters: { id: parcel.order.id },
  })
  const order = orders[0] as unknown as CustomsOrder
  const pieces = new Map((parcel.items ?? []).map((item) => [item.line_item_id ?? '', Number(item.quantity)]))
  const lines = customsLines(order.items, orderLocale(order), pieces)
  const weights = lines.map((line) => line.weight)
  const customs = {
    currency_code: order.currency_code,
    lines,
    total_value: lines.reduce((sum, line) => sum + line.value, 0),
    total_weight: weights.every((weight) => weight !== null) ? weights.reduce<number>((sum, weight) => sum + weight!, 0) : null,
  }
  await scope.resolve(Modules.FULFILLMENT).updateFulfillment(parcel.id, { metadata: { ...(parcel.metadata ?? {}), customs } })
  return parcel.metadata ?? null
}
