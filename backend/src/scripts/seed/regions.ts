import { createRegionsWorkflow, createTaxRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { regionPaymentProviders } from "../../lib/region-payment-providers"
import { REGIONS } from "../seed-data/regions"
import type { SeedContext } from "./context"
import { syncRegionPaymentProviders, type RegionProviders } from "./payment-providers"

export type SeededRegion = { id: string; name: string; currency_code: string; countries: string[] }

/** The three sales regions, each paying by bank transfer, and by card and PayPal when Stripe is configured. */
export async function seedRegions(ctx: SeedContext): Promise<SeededRegion[]> {
  const seeded: SeededRegion[] = []
  for (const region of REGIONS) {
    const countries = Object.keys(region.countries)
    const { data } = (await ctx.query.graph({
      entity: "region",
      fields: ["id", "payment_providers.id"],
      filters: { name: region.name },
    })) as { data: (RegionProviders & { id: string })[] }
    let id = data[0]?.id
    if (!id) {
      const { result } = await createRegionsWorkflow(ctx.container).run({
        input: {
          regions: [
            {
              name: region.name,
              currency_code: region.currency_code,
              countries,
              automatic_taxes: true,
              is_tax_inclusive: true,
              payment_providers: regionPaymentProviders([], process.env),
            },
          ],
        },
      })
      id = result[0].id
      ctx.tally.created++
    } else if (await syncRegionPaymentProviders(ctx.container, data)) {
      ctx.tally.changed++
    } else {
      ctx.tally.kept++
    }
    seeded.push({ id, name: region.name, currency_code: region.currency_code, countries })
  }
  await seedTaxRegions(ctx)
  return seeded
}

/** One tax region per country with its standard VAT rate (0 % for export countries). */
async function seedTaxRegions(ctx: SeedContext) {
  const taxModule = ctx.container.resolve(Modules.TAX)
  const rates = Object.fromEntries(REGIONS.flatMap((region) => Object.entries(region.countries)))
  const taxRegions = await taxModule.listTaxRegions({ country_code: Object.keys(rates) })
  const existing = new Set(taxRegions.filter((taxRegion) => !taxRegion.parent_id).map((taxRegion) => taxRegion.country_code))
  const missing = Object.keys(rates).filter((country) => !existing.has(country))
  ctx.tally.kept += existing.size
  if (!missing.length) return
  await createTaxRegionsWorkflow(ctx.container).run({
    input: missing.map((country_code) => ({
      country_code,
      provider_id: "tp_system",
      default_tax_rate: {
        rate: rates[country_code],
        code: rates[country_code] ? `vat-${country_code}` : `export-${country_code}`,
        name: rates[country_code] ? `MwSt. ${country_code.toUpperCase()}` : "Steuerfreie Ausfuhr",
      },
    })),
  })
  ctx.tally.created += missing.length
}
