import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'

type TaxRegion = { country_code: string | null; parent_id: string | null; tax_rates: { rate: number | string | null; is_default: boolean }[] | null }

/**
 * GET /store/tax-rates — `{ tax_rates: { [iso_2]: rate } }`: each country's default VAT rate in percent, as its tax
 * region holds it (0 for the countries the shop exports to). The storefront names the rate a product's price
 * includes before any cart exists; carts get theirs from Medusa's tax lines, from the same tax regions.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = (await query.graph({ entity: 'tax_region', fields: ['country_code', 'parent_id', 'tax_rates.rate', 'tax_rates.is_default'] })) as {
    data: TaxRegion[]
  }
  const tax_rates: Record<string, number> = {}
  // a country's own region, not its provinces'
  for (const region of data.filter((candidate) => !candidate.parent_id && candidate.country_code)) {
    const rate = region.tax_rates?.find((candidate) => candidate.is_default)?.rate
    if (rate !== null && rate !== undefined) tax_rates[region.country_code!.toLowerCase()] = Number(rate)
  }
  res.json({ tax_rates })
}
