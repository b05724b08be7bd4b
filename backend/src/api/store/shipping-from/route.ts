import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { type PricedRegion, type PricedZone, shippingFrom } from '../../../rules/shipping-from'

/**
 * GET /store/shipping-from — `{ shipping_from: { [iso_2]: { amount, currency_code } } }`: the lowest shipping price
 * each country's shoppers pay (0: free), read from the shipping options and prices Medusa holds now
 * (`shop/shipping-from.ts`). The storefront keeps it with its copy of the regions and states it in the top bar, the
 * footer and on product and content pages; a country whose price only the checkout can know is absent.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [zones, regions] = await Promise.all([
    query.graph({
      entity: 'service_zone',
      fields: [
        'fulfillment_set.type',
        'geo_zones.type',
        'geo_zones.country_code',
        'shipping_options.price_type',
        'shipping_options.rules.attribute',
        'shipping_options.rules.operator',
        'shipping_options.rules.value',
        'shipping_options.prices.amount',
        'shipping_options.prices.currency_code',
        'shipping_options.prices.price_rules.attribute',
        'shipping_options.prices.price_rules.operator',
        'shipping_options.prices.price_rules.value',
      ],
    }),
    query.graph({ entity: 'region', fields: ['id', 'currency_code', 'countries.iso_2'] }),
  ])
  res.json({ shipping_from: shippingFrom(zones.data as PricedZone[], regions.data as PricedRegion[]) })
}
