import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { type RegionCountries, type ServiceZone, valuablesLimits } from '../../../rules/valuables-limit'

/**
 * GET /store/valuables-limits — `{ valuables_limits: { [iso_2]: { amount, operator, currency_code } } }`: from which
 * cart value each country's goods travel by valuables transport, read from the shipping options and rules Medusa
 * holds now (`shop/valuables-limit.ts`). The storefront keeps it with its copy of the regions and states it on
 * product and content pages; a country without such a rule is absent.
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
        'shipping_options.type.code',
        'shipping_options.rules.attribute',
        'shipping_options.rules.operator',
        'shipping_options.rules.value',
      ],
    }),
    query.graph({ entity: 'region', fields: ['currency_code', 'countries.iso_2'] }),
  ])
  res.json({ valuables_limits: valuablesLimits(zones.data as ServiceZone[], regions.data as RegionCountries[]) })
}
