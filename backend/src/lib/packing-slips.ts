import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { type PackingSlipOrder, type PackingSlipWords, packingSlipsPdf } from '../modules/invoice/packing-slip-pdf'
import { seller } from '../modules/invoice/seller'
import { variantTitler } from './option-terms'
import { shippingNamer } from './shipping-names'

const FIELDS = [
  'id',
  'display_id',
  'created_at',
  'email',
  'metadata',
  // an item's quantity lives on the order's item detail: only `items.*` brings it
  'items.*',
  'currency_code',
  'items.product.metadata',
  // the customs block of a parcel leaving the EU (src/lib/customs-declaration.ts)
  'items.total',
  'items.variant.hs_code',
  'items.variant.origin_country',
  'items.variant.mid_code',
  'items.variant.material',
  'items.variant.weight',
  'shipping_address.*',
  'shipping_methods.name',
  'shipping_methods.shipping_option_id',
]

/** At most this many orders in one bulk PDF: a day's parcels, not the whole shop at once. */
export const MAX_PACKING_SLIPS = 100

/** One PDF with the packing slips of the orders, in the order of `ids`; an unknown id is a 404 naming it. */
export async function packingSlips(scope: MedusaContainer, ids: string[]): Promise<Buffer> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'order', fields: FIELDS, filters: { id: ids } })
  const byId = new Map((data as unknown as PackingSlipOrder[]).map((order) => [order.id, order]))
  const missing = ids.filter((id) => !byId.has(id))
  if (missing.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${missing.join(', ')} was not found`)
  const orders = ids.map((id) => byId.get(id)!)
  const methods = orders.flatMap((order) => order.shipping_methods ?? [])
  const words = Object.fromEntries(
    await Promise.all(
      (['de', 'en'] as const).map(
        async (locale) =>
          [
            locale,
            { shippingLabel: await shippingNamer(scope, methods, locale), variantTitle: await variantTitler(scope, locale) } satisfies PackingSlipWords,
          ] as const,
      ),
    ),
  )
  return packingSlipsPdf(orders, seller(), (locale) => words[locale]!)
}
