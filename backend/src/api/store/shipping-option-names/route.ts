import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { nameIn } from '../../../rules/name-in-language'

/**
 * GET /store/shipping-option-names — German and English name of every shipping option. A cart's or
 * order's shipping method keeps only the option's (German) name; the English storefront and mails
 * look the English one up here (seeded as `metadata.name_en`).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'shipping_option', fields: ['id', 'name', 'metadata'] })
  res.json({
    shipping_options: data.map((option) => ({
      id: option.id,
      de: nameIn(option, 'de'),
      en: nameIn(option, 'en'),
    })),
  })
}
